import { BannerFormPage } from '../../features/personal/banners/banner-form-page';

export default function HomepageAddRoute() {
  return <BannerFormPage kind="company" />;
}
