import { readContent } from '../content/read-content';
import type { Placement } from '../../domain/banner/banner';

/** One placement's banners; failures are thrown (the tab shows its empty state). */
export const LoadBanners = readContent('banners', (banners, placement: Placement) => banners.list(placement));
export type LoadBanners = InstanceType<typeof LoadBanners>;

/** The jump-target options of the banner form. */
export const LoadBannerTargets = readContent('banners', (banners) => banners.lookup('targets'));
export type LoadBannerTargets = InstanceType<typeof LoadBannerTargets>;
