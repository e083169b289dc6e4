import * as v from 'valibot';
import { PromotionFields } from '../../../src/domain/promotion/promotion-form';

/**
 * POST and PUT /v2/companies/promotional: the promotion form's title, poster key and body (their
 * limits and messages), and the validity as begin_time / end_time ('yyyy-MM-dd HH:mm:ss'). The
 * form's days become those times in `toPromotionPayload` (domain/promotion/promotion-form.ts).
 * The gateway sends what this schema outputs; the mock validates requests with it, adding its
 * own checks (a stored key, the time format, the editor's word limit, the dates' order).
 */
export const PromotionBody = v.object({
  title: PromotionFields.entries.title,
  poster: PromotionFields.entries.poster,
  content: PromotionFields.entries.content,
  begin_time: v.string(),
  end_time: v.string(),
});
export type PromotionBody = v.InferOutput<typeof PromotionBody>;
