import { describe, expect, it } from 'vitest';
import { SendFeedback } from '../../../src/application/feedback/send-feedback';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_MESSAGES,
  feedbackContentRules,
  feedbackNameRules,
  feedbackPhoneRules,
  validateFeedback,
} from '../../../src/domain/feedback/feedback-form';
import { firstError } from '../../../src/domain/shared/validation';
import { InMemoryFeedbackGateway } from '../../fakes/in-memory-feedback-gateway';
import { loaded } from '../../fakes/loaded';

const VALID = { name: '王美居', phone: '13800000001', report_content: '希望订单列表可以按小区筛选。' };

describe('feedback rules (spec 2 section 5)', () => {
  it.each([
    ['', FEEDBACK_MESSAGES.nameRequired],
    ['  ', FEEDBACK_MESSAGES.nameRequired],
    ['王美居王美居', FEEDBACK_MESSAGES.nameTooLong],
    ['Wang', FEEDBACK_MESSAGES.nameChineseOnly],
    ['王 美', FEEDBACK_MESSAGES.nameChineseOnly],
    ['王美居', null],
    ['欧阳娜娜娜', null],
  ])('contact %j: %j', (value, message) => {
    expect(firstError(value, feedbackNameRules)).toBe(message);
  });

  it.each([
    ['', '手机号不能为空'],
    ['1380000', '请输入正确的手机号'],
    ['17012345678', '禁止使用170、171号段手机'],
    ['13800000001', null],
  ])('phone %j: %j', (value, message) => {
    expect(firstError(value, feedbackPhoneRules)).toBe(message);
  });

  it.each([
    ['', FEEDBACK_MESSAGES.contentRequired],
    ['   ', FEEDBACK_MESSAGES.contentRequired],
    ['好'.repeat(501), FEEDBACK_MESSAGES.contentTooLong],
    ['好'.repeat(500), null],
  ])('content of %#: %j', (value, message) => {
    expect(firstError(value, feedbackContentRules)).toBe(message);
  });

  it('validates the whole form', () => {
    expect(validateFeedback(VALID)).toEqual({});
    expect(validateFeedback(EMPTY_FEEDBACK)).toEqual({
      name: FEEDBACK_MESSAGES.nameRequired,
      phone: '手机号不能为空',
      report_content: FEEDBACK_MESSAGES.contentRequired,
    });
  });
});

describe('SendFeedback', () => {
  it('sends the trimmed values to the report', async () => {
    const gateway = new InMemoryFeedbackGateway();
    const result = await new SendFeedback(loaded(gateway)).execute({ ...VALID, report_content: `  ${VALID.report_content}  ` });
    expect(result).toEqual({ ok: true, value: null });
    expect(gateway.named('report')).toEqual([[VALID]]);
  });

  it('sends nothing when a rule fails', async () => {
    const gateway = new InMemoryFeedbackGateway();
    const result = await new SendFeedback(loaded(gateway)).execute({ ...VALID, name: 'Wang' });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', errors: { name: FEEDBACK_MESSAGES.nameChineseOnly } } });
    expect(gateway.calls).toEqual([]);
  });

  it('passes a server refusal on', async () => {
    const gateway = new InMemoryFeedbackGateway().refuse(20022, '提交过于频繁');
    const result = await new SendFeedback(loaded(gateway)).execute(VALID);
    expect(!result.ok && result.error.kind === 'server' && result.error.error.msg).toBe('提交过于频繁');
  });
});
