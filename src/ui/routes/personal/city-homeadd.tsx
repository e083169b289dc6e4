import { BannerFormPage } from '../../features/personal/banners/banner-form-page';

export default function CityHomeAddRoute() {
  return <BannerFormPage kind="city" />;
}
