import { describe, expect, it } from 'vitest';
import { SendFeedback } from '../../../src/application/feedback/send-feedback';
import { EMPTY_FEEDBACK, FEEDBACK_MESSAGES, FeedbackForm } from '../../../src/domain/feedback/feedback-form';
import { formErrors, messageOf } from '../../../src/domain/common/schema';
import { InMemoryFeedbackGateway } from '../../fakes/in-memory-feedback-gateway';
import { loaded } from '../../fakes/loaded';

const NAME = { required: '请输入联系人', tooLong: '不得超过5个字符', chineseOnly: '只能输入汉字' };
const VALID = { name: '王美居', phone: '13800000001', report_content: '希望订单列表可以按小区筛选。' };

describe('feedback rules (spec 2 section 5)', () => {
  it.each([
    ['', NAME.required],
    ['  ', NAME.required],
    ['王美居王美居', NAME.tooLong],
    ['Wang', NAME.chineseOnly],
    ['王 美', NAME.chineseOnly],
    ['王美居', null],
    ['欧阳娜娜娜', null],
  ])('contact %j: %j', (value, message) => {
    expect(messageOf(FeedbackForm.entries.name, value)).toBe(message);
  });

  it.each([
    ['', '手机号不能为空'],
    ['1380000', '请输入正确的手机号'],
    ['17012345678', '禁止使用170、171号段手机'],
    ['13800000001', null],
  ])('phone %j: %j', (value, message) => {
    expect(messageOf(FeedbackForm.entries.phone, value)).toBe(message);
  });

  it.each([
    ['', FEEDBACK_MESSAGES.contentRequired],
    ['   ', FEEDBACK_MESSAGES.contentRequired],
    ['好'.repeat(501), '反馈内容不得超过500个字符'],
    ['好'.repeat(500), null],
  ])('content of %#: %j', (value, message) => {
    expect(messageOf(FeedbackForm.entries.report_content, value)).toBe(message);
  });

  it('validates the whole form', () => {
    expect(formErrors(FeedbackForm, VALID)).toEqual({});
    expect(formErrors(FeedbackForm, EMPTY_FEEDBACK)).toEqual({
      name: NAME.required,
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
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', errors: { name: NAME.chineseOnly } } });
    expect(gateway.calls).toEqual([]);
  });

  it('passes a server refusal on', async () => {
    const gateway = new InMemoryFeedbackGateway().refuse(20022, '提交过于频繁');
    const result = await new SendFeedback(loaded(gateway)).execute(VALID);
    expect(!result.ok && result.error.kind === 'server' && result.error.error.msg).toBe('提交过于频繁');
  });
});
