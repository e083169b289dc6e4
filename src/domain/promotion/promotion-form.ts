import * as v from 'valibot';
import { contentTitle, coverTypeCheck, fieldCheck, htmlBody, isBlankHtml, sendsTheSame, storedKey, UNCHANGED_MESSAGE } from '../content/content-form';
import { IMAGE_MESSAGES } from '../common/image-file';
import type { Promotion, PromotionPayload } from './promotion';
import { beginTimeOf, checkEnd, checkStart, dayOf, endTimeOf } from './promotion-dates';

export const PROMOTION_MESSAGES = {
  titleRequired: '请输入优惠活动标题',
  posterRequired: '请上传活动封面',
  contentRequired: '请填写活动内容',
  unchanged: UNCHANGED_MESSAGE,
} as const;

export const PROMOTION_COVER_HINT = 'JPG/PNG/JPEG 格式';

/** The fields of a promotion (spec 2 §5 Promotion), each checked on its own. */
export const PromotionFields = v.object({
  title: contentTitle(PROMOTION_MESSAGES.titleRequired),
  /** Stored cover key and its preview URL; both '' when none. */
  poster: storedKey(PROMOTION_MESSAGES.posterRequired),
  posterUrl: v.string(),
  /** yyyy-MM-dd. */
  beginDay: v.string(),
  endDay: v.string(),
  content: htmlBody(PROMOTION_MESSAGES.contentRequired),
});

export type PromotionFormValues = v.InferInput<typeof PromotionFields>;
export type PromotionField = keyof PromotionFormValues;

export const EMPTY_PROMOTION_FORM: PromotionFormValues = { title: '', poster: '', posterUrl: '', beginDay: '', endDay: '', content: '' };

/** What the date rules need to know besides the values. */
export interface PromotionCheckContext {
  now: Date;
  editing: boolean;
}

/** The whole form: the fields, then the validity days against today (on edit the start not before today) and each other. */
export const promotionForm = ({ now, editing }: PromotionCheckContext) =>
  v.pipe(
    PromotionFields,
    fieldCheck<PromotionFormValues, 'beginDay'>('beginDay', (p) => checkStart(p.beginDay, now, editing)),
    fieldCheck<PromotionFormValues, 'endDay'>('endDay', (p) => checkEnd(p.endDay, p.beginDay, now)),
  );

/** Submit is enabled only with title, cover, body, start and end. */
export const isPromotionComplete = (v: PromotionFormValues) =>
  v.title.trim() !== '' && v.poster !== '' && !isBlankHtml(v.content) && v.beginDay !== '' && v.endDay !== '';

export const checkPosterType = coverTypeCheck(IMAGE_MESSAGES.type);

export const toPromotionPayload = (v: PromotionFormValues): PromotionPayload => ({
  title: v.title.trim(),
  poster: v.poster,
  content: v.content,
  begin_time: beginTimeOf(v.beginDay),
  end_time: endTimeOf(v.endDay),
});

export const promotionToForm = (p: Promotion): PromotionFormValues => ({
  title: p.title,
  poster: p.poster,
  posterUrl: p.picture || p.poster,
  beginDay: dayOf(p.begin_time),
  endDay: dayOf(p.end_time),
  content: p.content,
});

/** Whether an edit would send what the promotion already has (dates compared by day). */
export const isPromotionUnchanged = sendsTheSame(toPromotionPayload, promotionToForm);
