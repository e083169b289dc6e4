import { OverviewPage } from '../../features/personal/overview/overview-page';

export default function OrderDataRoute() {
  return <OverviewPage />;
}
