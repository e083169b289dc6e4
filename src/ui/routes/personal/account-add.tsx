import { AccountAddPage } from '../../features/personal/sub-accounts/account-add-page';

export default function AccountAddRoute() {
  return <AccountAddPage />;
}
