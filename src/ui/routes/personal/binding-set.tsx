import { BindingPage } from '../../features/personal/security/binding-page';

export default function BindingSetRoute() {
  return <BindingPage />;
}
