import { type FieldErrors, type Rule, firstError, required } from '../shared/validation';
import { isBlankHtml } from '../article/article-form';
import type { Promotion, PromotionPayload } from './promotion';
import { beginTimeOf, checkEnd, checkStart, dayOf, endTimeOf } from './promotion-dates';

export const PROMOTION_MESSAGES = {
  titleRequired: '请输入优惠活动标题',
  titleLength: '长度在 6 到 40 个字符',
  posterRequired: '请上传活动封面',
  posterFormat: '上传图片必须是JPG/JPEG/PNG 格式!',
  contentRequired: '请填写活动内容',
  unchanged: '您没有修改任何内容',
} as const;

export const PROMOTION_COVER_HINT = 'JPG/PNG/JPEG 格式';

export interface PromotionFormValues {
  title: string;
  /** Stored cover key and its preview URL; both '' when none. */
  poster: string;
  posterUrl: string;
  /** yyyy-MM-dd. */
  beginDay: string;
  endDay: string;
  content: string;
}

export type PromotionField = keyof PromotionFormValues;

export const EMPTY_PROMOTION_FORM: PromotionFormValues = { title: '', poster: '', posterUrl: '', beginDay: '', endDay: '', content: '' };

/** The title is counted after trimming: 6 to 40 characters. */
const titleLength: Rule = (v) => {
  const n = [...v.trim()].length;
  return n < 6 || n > 40 ? PROMOTION_MESSAGES.titleLength : null;
};
export const TITLE_RULES: readonly Rule[] = [required(PROMOTION_MESSAGES.titleRequired), titleLength];

/** What the date and "edit" rules need to know besides the values. */
export interface PromotionCheckContext {
  now: Date;
  editing: boolean;
}

export function validatePromotionField(field: PromotionField, v: PromotionFormValues, ctx: PromotionCheckContext): string | null {
  switch (field) {
    case 'title':
      return firstError(v.title, TITLE_RULES);
    case 'poster':
      return v.poster ? null : PROMOTION_MESSAGES.posterRequired;
    case 'content':
      return isBlankHtml(v.content) ? PROMOTION_MESSAGES.contentRequired : null;
    case 'beginDay':
      return checkStart(v.beginDay, ctx.now, ctx.editing);
    case 'endDay':
      return checkEnd(v.endDay, v.beginDay, ctx.now);
    default:
      return null;
  }
}

const CHECKED: readonly PromotionField[] = ['title', 'poster', 'beginDay', 'endDay', 'content'];

export function validatePromotionForm(v: PromotionFormValues, ctx: PromotionCheckContext): FieldErrors<PromotionField> {
  const errors: FieldErrors<PromotionField> = {};
  for (const field of CHECKED) {
    const message = validatePromotionField(field, v, ctx);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Submit is enabled only with title, cover, body, start and end. */
export const isPromotionComplete = (v: PromotionFormValues) =>
  v.title.trim() !== '' && v.poster !== '' && !isBlankHtml(v.content) && v.beginDay !== '' && v.endDay !== '';

export const COVER_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
export const checkPosterType = (file: { type: string; name?: string }) => {
  const byType = COVER_TYPES.has(file.type.toLowerCase());
  const byName = !file.type && /\.(jpe?g|png)$/i.test(file.name ?? '');
  return byType || byName ? null : PROMOTION_MESSAGES.posterFormat;
};

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
export function isPromotionUnchanged(v: PromotionFormValues, original: Promotion): boolean {
  const o = promotionToForm(original);
  return v.title.trim() === o.title.trim() && v.poster === o.poster && v.content === o.content
    && v.beginDay === o.beginDay && v.endDay === o.endDay;
}
