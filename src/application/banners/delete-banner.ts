import { deleteContent } from '../content/delete-content';
import { bannerDeleteBlocker } from '../../domain/banner/banner-permissions';

/** Checked before asking: a sub-account without banner level 2 gets 暂无该权限 at once. */
export const DeleteBanner = deleteContent({
  area: 'banners',
  blocker: bannerDeleteBlocker,
  id: (banner: { bannerId: number; status: number }) => banner.bannerId,
});
export type DeleteBanner = InstanceType<typeof DeleteBanner>;
