import { HonorPage } from '../../features/personal/honors/honor-page';

export default function HonorRoute() {
  return <HonorPage />;
}
