import { DeregistrationPage } from '../../features/personal/security/deregistration-page';

export default function DeprecatedRoute() {
  return <DeregistrationPage />;
}
