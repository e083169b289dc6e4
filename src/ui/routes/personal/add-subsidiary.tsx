import { AddSubsidiaryPage } from '../../features/personal/company/add-subsidiary-page';

export default function AddSubsidiaryRoute() {
  return <AddSubsidiaryPage />;
}
