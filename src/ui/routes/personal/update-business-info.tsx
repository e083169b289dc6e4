import { BusinessInfoPage } from '../../features/personal/company/business-info-page';

export default function UpdateBusinessInfoRoute() {
  return <BusinessInfoPage />;
}
