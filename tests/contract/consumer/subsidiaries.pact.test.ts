import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSubsidiaryGateway } from '../../../src/adapters/http/http-subsidiary-gateway';
import type { SubsidiaryDraft } from '../../../src/domain/company/subsidiary-form';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, like, string } = MatchersV3;
const pact = newPact();

const envelope = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });
const draft: SubsidiaryDraft = {
  name: '华居装饰苏州分公司', alias: '华居苏州', locationId: 320508, phone: '13900001234', sms_code: '123456',
  password: 'abc12345', confirm_password: 'abc12345',
};
const subsidiaries = (url: string) => {
  const { api, notifier } = clientFor(url, 'group');
  return { gateway: new HttpSubsidiaryGateway(api), notifier };
};

describe('group children contract', () => {
  it('lists the subsidiaries of the group with alias, region and phone', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the subsidiaries of the group for the subsidiary screen')
      .withRequest('GET', '/v2/companies/group-children', (b) => b.headers(bearer('group')))
      .willRespondWith(200, (b) =>
        b.jsonBody(envelope(eachLike({ id: integer(601), name: string('华居装饰杭州分公司'), abbr: string('华居杭州'), locationName: string('浙江省 杭州市 西湖区'), phone: string('') }))))
      .executeTest(async (server) => {
        const answer = await subsidiaries(server.url).gateway.list();
        expect(answer.ok && answer.value[0]).toMatchObject({ id: 601, alias: '华居杭州', region: '浙江省 杭州市 西湖区' });
      }));

  it('lists no subsidiaries for a group without any', () =>
    pact
      .addInteraction()
      .given('the group has no subsidiaries')
      .uponReceiving('the subsidiaries of a group without any')
      .withRequest('GET', '/v2/companies/group-children', (b) => b.headers(bearer('group')))
      .willRespondWith(200, (b) => b.jsonBody(envelope([])))
      .executeTest(async (server) => {
        expect(await subsidiaries(server.url).gateway.list()).toEqual({ ok: true, value: [] });
      }));

  it('adds a subsidiary', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new subsidiary of the group')
      .withRequest('POST', '/v2/companies/group-children', (b) => b.headers(bearer('group')).jsonBody(draft))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ id: integer(603) }), '添加成功')))
      .executeTest(async (server) => {
        expect((await subsidiaries(server.url).gateway.add(draft)).ok).toBe(true);
      }));

  const refusals = [
    { code: 20101, msg: '该手机号已注册，请更换手机号', what: 'whose phone is already registered', body: { ...draft, phone: '13800000001' } },
    { code: 20102, msg: '验证码错误', what: 'with a wrong SMS code', body: { ...draft, sms_code: '000000' } },
  ];
  for (const r of refusals)
    it(`refuses a subsidiary ${r.what} with ${r.code}, shown at its field`, () =>
      pact
        .addInteraction()
        .given(BASE_STATE)
        .uponReceiving(`a new subsidiary ${r.what}`)
        .withRequest('POST', '/v2/companies/group-children', (b) => b.headers(bearer('group')).jsonBody(r.body))
        .willRespondWith(200, (b) => b.jsonBody({ code: r.code, msg: string(r.msg), data: null }))
        .executeTest(async (server) => {
          const { gateway, notifier } = subsidiaries(server.url);
          const answer = await gateway.add(r.body);
          expect(!answer.ok && answer.error.code).toBe(r.code);
          expect(notifier.notices).toEqual([]);
        }));
});
