import { SubsidiaryPage } from '../../features/personal/company/subsidiary-page';

export default function SubsidiaryRoute() {
  return <SubsidiaryPage />;
}
