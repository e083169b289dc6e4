import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpFeedbackGateway } from '../../../src/adapters/http/http-feedback-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { string } = MatchersV3;
const pact = newPact();
const REPORT = { name: '王美居', phone: '13800000001', report_content: '希望订单列表可以按小区筛选。' };

describe('feedback contract', () => {
  it('sends feedback to the provider', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('feedback from the merchant')
      .withRequest('POST', '/v2/app/report', (b) => b.headers(bearer('merchant')).jsonBody(REPORT))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('提交成功'), data: null }))
      .executeTest(async (server) => {
        const result = await new HttpFeedbackGateway(clientFor(server.url, 'merchant').api).report(REPORT);
        expect(result.ok).toBe(true);
      }));
});
