import * as v from 'valibot';
import { plainText, Phone, Contact, atMost, filled } from '../common/schema';

export const FEEDBACK_MESSAGES = {
  contentRequired: '请留下您宝贵的意见',
  sent: '提交成功',
} as const;

/** Feedback to the provider (spec 2 section 5): POST /v2/app/report. */
export const FeedbackForm = v.object({
  name: Contact,
  phone: Phone,
  report_content: v.pipe(v.string(), v.trim(), filled(FEEDBACK_MESSAGES.contentRequired), atMost(500, '反馈内容不得超过500个字符'), plainText(true)),
});

export type FeedbackValues = v.InferInput<typeof FeedbackForm>;
/** What is sent: the form's values as the schema outputs them (trimmed). */
export type FeedbackReport = v.InferOutput<typeof FeedbackForm>;

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', phone: '', report_content: '' };
