import { type ContentSaveError, saveContent } from '../content/save-content';
import type { BusinessError, Rejected } from '../errors';
import type { Banner } from '../../domain/banner/banner';
import {
  BANNER_MESSAGES,
  type BannerFormValues,
  CITY_LIMIT_MESSAGES,
  bannerDateBounds,
  bannerForm,
  isBannerUnchanged,
  toBannerPayload,
} from '../../domain/banner/banner-form';
import { bannerCreateBlocker, bannerEditBlocker } from '../../domain/banner/banner-permissions';
import { beijingDay } from '../../domain/common/beijing-day';
import { AUDIT_FAILED_CODE, BANNER_CITY_LIMIT_CODE, BANNER_COMPANY_LIMIT_CODE, BANNER_LOCKED_CODE, BANNER_PERIOD_CODE } from '../../domain/common/business-codes';

/** The business codes a banner save turns into its own UI (spec 2 section 8). */
export const BANNER_CODES = { imageReset: AUDIT_FAILED_CODE, companyPeriod: BANNER_PERIOD_CODE, cityLimit: BANNER_CITY_LIMIT_CODE, companyLocked: BANNER_LOCKED_CODE, companyLimit: BANNER_COMPANY_LIMIT_CODE } as const;
export const BANNER_HANDLED_CODES: readonly number[] = Object.values(BANNER_CODES);

type BannerRefusal =
  /** 20022: the image is cleared and must be chosen again. */
  | { kind: 'image-reset'; message: string }
  /** 20704, 20710, 20711, 20712 with their message; '' when the request layer already told the user. */
  | Rejected;

export type BannerSaveError = ContentSaveError<keyof BannerFormValues> | BannerRefusal;

function failure(error: BusinessError, values: BannerFormValues): BannerRefusal {
  if (error.code === BANNER_CODES.cityLimit) return { kind: 'rejected', message: CITY_LIMIT_MESSAGES[values.placement] ?? error.msg };
  return { kind: 'rejected', message: BANNER_HANDLED_CODES.includes(error.code) ? error.msg : '' };
}

/** Adds a banner to a placement, or saves the edit of one that is not locked. */
export const SaveBanner = saveContent({
  area: 'banners',
  createBlocker: bannerCreateBlocker,
  editBlocker: bannerEditBlocker,
  // The slider period is the form's to know; here the days are held to the picker's grace, and
  // an edit's unchanged days to nothing.
  form: ({ now, original }: { now: Date; original?: Banner }) =>
    bannerForm({ bounds: bannerDateBounds(now, '', ''), today: beijingDay(now), original: original && { begin: original.beginTime, end: original.endTime } }),
  isUnchanged: (values: BannerFormValues, original: Banner) => isBannerUnchanged(values, original, values.placement),
  unchangedMessage: BANNER_MESSAGES.unchanged,
  // An untouched edit says so first: its old start may lie before today.
  unchangedFirst: true,
  id: (original) => original.bannerId,
  toPayload: toBannerPayload,
  // 20022: the image is cleared and must be chosen again.
  auditFailed: (error): BannerRefusal => ({ kind: 'image-reset', message: error.msg }),
  failure,
});
export type SaveBanner = InstanceType<typeof SaveBanner>;
