import { type FieldErrors, type Rule, maxLength, matches, required, validateForm } from '../shared/validation';
import { phoneRules } from '../shared/phone';

/** Feedback to the provider (spec 2 section 5): POST /v2/app/report. */
export interface FeedbackValues {
  name: string;
  phone: string;
  report_content: string;
}

export const FEEDBACK_NAME_MAX = 5;
export const FEEDBACK_CONTENT_MAX = 500;

export const FEEDBACK_MESSAGES = {
  nameRequired: '请输入联系人',
  nameTooLong: '不得超过5个字符',
  nameChineseOnly: '只能输入汉字',
  contentRequired: '请留下您宝贵的意见',
  contentTooLong: '反馈内容不得超过500个字符',
  sent: '提交成功',
} as const;

export const feedbackNameRules: readonly Rule[] = [
  required(FEEDBACK_MESSAGES.nameRequired),
  maxLength(FEEDBACK_NAME_MAX, FEEDBACK_MESSAGES.nameTooLong),
  matches(/^[\u4e00-\u9fa5]+$/, FEEDBACK_MESSAGES.nameChineseOnly),
];

export const feedbackPhoneRules: readonly Rule[] = phoneRules;

export const feedbackContentRules: readonly Rule[] = [
  required(FEEDBACK_MESSAGES.contentRequired),
  maxLength(FEEDBACK_CONTENT_MAX, FEEDBACK_MESSAGES.contentTooLong),
];

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', phone: '', report_content: '' };

export const validateFeedback = (values: FeedbackValues): FieldErrors<keyof FeedbackValues> =>
  validateForm(values as unknown as Record<keyof FeedbackValues, string>, {
    name: feedbackNameRules,
    phone: feedbackPhoneRules,
    report_content: feedbackContentRules,
  });

/** What is sent: the values trimmed. */
export const feedbackPayload = (v: FeedbackValues): FeedbackValues => ({
  name: v.name.trim(),
  phone: v.phone.trim(),
  report_content: v.report_content.trim(),
});
