import { NO_PERMISSION_MESSAGE } from '../session/permissions';
import { type ContentActor, FROZEN_MESSAGE, isFrozen, isGroup, isSub, level } from '../content/actor';
import { COMPANY_BANNER_LIMIT, isBannerLocked } from './banner';
import { BANNER_MESSAGES } from './banner-form';

/** Without has_city_slider the city tab says 没有权限 and points to a business specialist. */
export const CITY_REFUSAL = {
  title: '没有权限',
  hint: '城市首页轮播图需开通后使用，请联系您的商务专员',
} as const;

export const hasCitySlider = (flag: number | string | undefined) => Number(flag) === 1;

/**
 * Banner level other than 2 refuses add and delete for a sub-account (spec 2 section 6); a
 * view-only level cannot operate at all, so it refuses edits too. Group accounts have no banners.
 */
export const bannerOperateBlocker = (actor: ContentActor) =>
  isGroup(actor) || (isSub(actor) && level(actor, 'banner') !== 2) ? NO_PERMISSION_MESSAGE : null;

/** A frozen company creates nothing (the demo data's rule: no create anywhere). */
export const bannerCreateBlocker = (actor: ContentActor) => bannerOperateBlocker(actor) ?? (isFrozen(actor) ? FROZEN_MESSAGE : null);

export const bannerEditBlocker = (actor: ContentActor, status: number) =>
  bannerOperateBlocker(actor) ?? (isBannerLocked(status) ? BANNER_MESSAGES.locked : null);

export const bannerDeleteBlocker = bannerEditBlocker;

/** The 添加轮播图 tile shows while the company homepage has fewer than 5. */
export const showsCompanyAddTile = (count: number) => count < COMPANY_BANNER_LIMIT;
