import { ChangePasswordPage } from '../../features/personal/security/change-password-page';

export default function ChangePwdRoute() {
  return <ChangePasswordPage />;
}
