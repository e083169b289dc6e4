import { SubAccountList } from '../../features/personal/sub-accounts/sub-account-list';

export default function AccountListRoute() {
  return <SubAccountList />;
}
