import { describe, expect, it } from 'vitest';
import { useMockApi } from './mock-server-fixture';
import { feedbackReports } from '../../../mock-server/routes/feedback';

const mock = useMockApi();
const VALID = { name: '王美居', phone: '13800000001', report_content: '希望订单列表可以按小区筛选。' };
const send = (body: unknown, user = 'merchant') => mock.call('POST', '/app/report', user, body);

describe('feedback mock', () => {
  it('keeps a valid report and answers 提交成功', async () => {
    const answer = await send(VALID);
    expect([answer.code, answer.msg]).toEqual([200, '提交成功']);
    expect(feedbackReports()).toEqual([expect.objectContaining({ ...VALID, user_id: 1001 })]);
  });

  it.each([
    ['a contact in Latin letters', { ...VALID, name: 'Wang' }],
    ['a contact of six characters', { ...VALID, name: '王美居王美居' }],
    ['an empty content', { ...VALID, report_content: '   ' }],
    ['a content of 501 characters', { ...VALID, report_content: '好'.repeat(501) }],
    ['a malformed phone', { ...VALID, phone: '1380000' }],
    ['no phone', { name: VALID.name, report_content: VALID.report_content }],
  ])('answers 400 and keeps nothing for %s', async (_what, body) => {
    const answer = await send(body);
    expect([answer.status, answer.code]).toEqual([400, 400]);
    expect(feedbackReports()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await send(VALID, '')).code).toBe(20201);
  });
});
