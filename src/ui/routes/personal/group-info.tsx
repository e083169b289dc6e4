import { GroupInfoPage } from '../../features/personal/company/group-info-page';

export default function GroupInfoRoute() {
  return <GroupInfoPage />;
}
