import { OverviewPage } from '../../features/personal/overview/overview-page';

/** companyData: the same company overview as orderData, reached from it (the spec names no other content). */
export default function CompanyDataRoute() {
  return <OverviewPage />;
}
