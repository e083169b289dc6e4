import { AppealPage } from '../../features/personal/appeal/appeal-page';

export default function AppealRoute() {
  return <AppealPage />;
}
