import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpContentGateway } from '../../../src/adapters/http/http-content-gateway';
import { resource as promotionResource } from '../../../src/adapters/http/content/promotions';
import type { PromotionPayload } from '../../../src/domain/promotion/promotion';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = newPact();

const TIME = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}';
const envelope = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });
const promotion = {
  id: integer(701),
  title: string('双十一全屋定制限时八五折'),
  poster: string('fixtures/cover-0.png'),
  picture: string('/uploads/fixtures/cover-0.png'),
  content: string('<p>活动期间到店签约即可享受专属优惠。</p>'),
  begin_time: regex(TIME, '2025-11-01 00:00:00'),
  end_time: regex(TIME, '2025-11-30 23:59:59'),
  timestamp: integer(1761200000),
  status: integer(1),
};
const listQuery = (status: string) => ({ limit: '10', offset: '1', status, sortBy: 'update_time', orderBy: 'desc' });
const payload: PromotionPayload = {
  title: '春季家装节限时优惠活动',
  poster: 'promotion/1700000000000-c1.png',
  content: '<p>到店签约享优惠。</p>',
  begin_time: '2030-05-01 00:00:00',
  end_time: '2030-05-31 23:59:59',
};
const gateway = (url: string, user: string) => {
  const { api, notifier } = clientFor(url, user);
  return { promotions: new HttpContentGateway(api, promotionResource), notifier };
};
const AUDIT = 'promotion posters fail the content audit';
const auditRefusal = { code: 20022, msg: string('封面图片审核未通过，请重新上传'), data: null };

describe('promotions contract', () => {
  it('lists the first page of all promotions', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the first page of the merchant promotions')
      .withRequest('GET', '/v2/companies/promotional', (b) => b.query(listQuery('0')).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: eachLike(promotion), total: integer(12) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').promotions.list({ page: 1, status: 0 });
        expect(answer.ok && answer.value.items[0].begin_time).toBe('2025-11-01 00:00:00');
      }));

  it('lists the failed promotions', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the failed promotions of the merchant')
      .withRequest('GET', '/v2/companies/promotional', (b) => b.query(listQuery('3')).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: eachLike({ ...promotion, status: 3 }), total: integer(2) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').promotions.list({ page: 1, status: 3 });
        expect(answer.ok && answer.value.items[0].status).toBe(3);
      }));

  it('lists no promotions for a company without any', () =>
    pact
      .addInteraction()
      .given('the merchant company has no promotions')
      .uponReceiving('the promotions of a company without any')
      .withRequest('GET', '/v2/companies/promotional', (b) => b.query(listQuery('0')).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: [], total: 0 })))
      .executeTest(async (server) => {
        expect(await gateway(server.url, 'merchant').promotions.list({ page: 1, status: 0 })).toEqual({ ok: true, value: { items: [], total: 0 } });
      }));

  it('reads one promotion', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the failed promotion 703')
      .withRequest('GET', '/v2/companies/promotional/703', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ ...promotion, id: integer(703), status: 3 }))))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').promotions.detail(703);
        expect(answer.ok && answer.value).toMatchObject({ id: 703, status: 3 });
      }));

  it('creates a promotion', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new promotion of the merchant')
      .withRequest('POST', '/v2/companies/promotional', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ id: integer(715) }), '提交成功')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').promotions.create(payload)).ok).toBe(true);
      }));

  it('refuses a poster that fails the audit with 20022, without a generic toast', () =>
    pact
      .addInteraction()
      .given(AUDIT)
      .uponReceiving('a new promotion whose poster fails the audit')
      .withRequest('POST', '/v2/companies/promotional', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(auditRefusal))
      .executeTest(async (server) => {
        const { promotions, notifier } = gateway(server.url, 'merchant');
        const answer = await promotions.create(payload);
        expect(!answer.ok && answer.error.code).toBe(20022);
        expect(notifier.notices).toEqual([]);
      }));

  it('refuses a frozen company with the server message', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new promotion of the frozen company')
      .withRequest('POST', '/v2/companies/promotional', (b) => b.headers(bearer('frozen')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20405, msg: string('您的公司账号为冻结状态，无法操作'), data: null }))
      .executeTest(async (server) => {
        const { promotions, notifier } = gateway(server.url, 'frozen');
        expect(!(await promotions.create(payload)).ok).toBe(true);
        expect(notifier.messages('error')).toEqual(['您的公司账号为冻结状态，无法操作']);
      }));

  it('saves the edit of a failed promotion', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an edit of the failed promotion 703')
      .withRequest('PUT', '/v2/companies/promotional/703', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ id: integer(703) }), '修改成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').promotions.update(703, payload)).ok).toBe(true);
      }));

  it('refuses an edited poster that fails the audit with 20022', () =>
    pact
      .addInteraction()
      .given(AUDIT)
      .uponReceiving('an edit of promotion 703 whose poster fails the audit')
      .withRequest('PUT', '/v2/companies/promotional/703', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(auditRefusal))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').promotions.update(703, payload);
        expect(!answer.ok && answer.error.code).toBe(20022);
      }));

  it('deletes a failed promotion', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a delete of the failed promotion 707')
      .withRequest('DELETE', '/v2/companies/promotional/707', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(null, '删除成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').promotions.remove(707)).ok).toBe(true);
      }));
});
