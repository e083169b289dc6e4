import { SlideshowPage } from '../../features/personal/banners/slideshow-page';

export default function SlideshowRoute() {
  return <SlideshowPage />;
}
