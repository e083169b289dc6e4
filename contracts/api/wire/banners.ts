import * as v from 'valibot';
import { BannerFields } from '../../../src/domain/banner/banner-form';

/**
 * POST and PUT /v2/banners/companies: the banner form's title (trimmed, its limit and message),
 * the stored slide's key, the jump target's three parts, the placement as posAbbr and pos, and
 * the validity as beginTime / endTime ('yyyy-MM-dd HH:mm:ss'). The form's slide, target, placement
 * and days become those fields in `toBannerPayload` (domain/banner/banner-form.ts). The gateway
 * sends what this schema outputs; the mock validates requests with it, adding its own checks.
 */
export const BannerBody = v.object({
  slide: v.string(),
  title: BannerFields.entries.title,
  first: v.string(),
  second: v.string(),
  third: v.string(),
  posAbbr: v.string(),
  beginTime: v.string(),
  endTime: v.string(),
  pos: v.number(),
});
export type BannerBody = v.InferOutput<typeof BannerBody>;
