import { DesignerProfilePage } from '../../features/personal/designer/designer-profile-page';

export default function PersonalInfoRoute() {
  return <DesignerProfilePage />;
}
