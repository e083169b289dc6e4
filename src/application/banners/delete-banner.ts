import { contentGateway } from '../tokens';
import { deleteContent } from '../content/delete-content';
import { bannerDeleteBlocker } from '../../domain/banner/banner-permissions';

/** Checked before asking: a sub-account without banner level 2 gets 暂无该权限 at once. */
export const DeleteBanner = deleteContent({
  gateway: contentGateway('banners'),
  blocker: bannerDeleteBlocker,
  id: (banner: { bannerId: number; status: number }) => banner.bannerId,
  status: (banner) => banner.status,
});
export type DeleteBanner = InstanceType<typeof DeleteBanner>;
