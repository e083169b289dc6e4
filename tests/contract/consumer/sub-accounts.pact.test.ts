import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSubAccountGateway } from '../../../src/adapters/http/http-sub-account-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, string } = MatchersV3;
const pact = newPact();
const gateway = (url: string) => new HttpSubAccountGateway(clientFor(url, 'merchant').api);
const JSON_BODY = { 'Content-Type': 'application/json' };
const ok = (data: unknown = null) => ({ code: 200, msg: string('success'), data });

const summary = {
  id: integer(1002),
  realname: string('李设计'),
  phone: string('13800000002'),
  head_img_url: null,
  user_type: string('Designer'),
  user_type_desc: string('设计师'),
  permission_list: eachLike(integer(120)),
};

const NEW = { name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer' as const, permission_list: [120, 220, 320, 530] };
const EDIT = { name: '赵观察', phone: '13800000003', user_type: 'Sub' as const, permission_list: [120, 230, 310, 510] };

describe('sub-accounts contract (accountlist, accountAdd)', () => {
  it('lists the first page of 10', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the first page of the merchant sub-accounts')
      .withRequest('GET', '/v2/users/sub-account', (b) => b.query({ offset: '0', limit: '10' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(ok({ items: eachLike(summary), total: integer(3) })))
      .executeTest(async (server) => {
        const result = await gateway(server.url).page({ offset: 0, limit: 10 });
        expect(result.ok && result.value.items[0]).toMatchObject({ id: 1002, user_type: 'Designer', permission_list: [120] });
      }));

  it('finds nobody for an unknown name', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a sub-account search that matches nobody')
      .withRequest('GET', '/v2/users/sub-account', (b) => b.query({ offset: '0', limit: '10', search: '无此人' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(ok({ items: [], total: 0 })))
      .executeTest(async (server) => {
        expect(await gateway(server.url).page({ offset: 0, limit: 10, search: '无此人' })).toEqual({ ok: true, value: { items: [], total: 0 } });
      }));

  it('reads the permission catalogue (permisson_list)', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the sub-account permission catalogue')
      .withRequest('GET', '/v2/users/sub-account/permissions', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ permisson_list: eachLike({ name: string('订单管理'), children: eachLike({ id: integer(110), name: string('仅查看订单') }) }) })),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).permissions();
        expect(result.ok && result.value[0].children[0]).toEqual({ id: 110, name: '仅查看订单' });
      }));

  it('reads one sub-account for editing', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the designer sub-account')
      .withRequest('GET', '/v2/users/sub-account/1002', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(ok(summary)))
      .executeTest(async (server) => {
        expect((await gateway(server.url).one(1002)).ok).toBe(true);
      }));

  it('adds a Designer sub-account', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new Designer sub-account')
      .withRequest('POST', '/v2/users/sub-account', (b) => b.headers({ ...bearer('merchant'), ...JSON_BODY }).jsonBody(NEW))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('已成功添加!'), data: { id: integer(1100) } }))
      .executeTest(async (server) => {
        expect((await gateway(server.url).create(NEW)).ok).toBe(true);
      }));

  it.each([
    [20101, 'a registered phone', { ...NEW, phone: '13800000003' }, '该手机号已注册，请更换手机号'],
    [20102, 'a wrong SMS code', { ...NEW, sms_code: '000000' }, '验证码错误'],
  ])('hands back %s (%s) with its msg', (code, what, body, msg) =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving(`a new sub-account with ${what}`)
      .withRequest('POST', '/v2/users/sub-account', (b) => b.headers({ ...bearer('merchant'), ...JSON_BODY }).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ code, msg: string(msg), data: null }))
      .executeTest(async (server) => {
        const result = await gateway(server.url).create(body);
        expect(result.ok || [result.error.code, result.error.msg]).toEqual([code, msg]);
      }));

  it('saves an edit without a code while the phone stays', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an edit of the viewer sub-account')
      .withRequest('PUT', '/v2/users/sub-account/1003', (b) => b.headers({ ...bearer('merchant'), ...JSON_BODY }).jsonBody(EDIT))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('修改成功!'), data: null }))
      .executeTest(async (server) => {
        expect((await gateway(server.url).update(1003, EDIT)).ok).toBe(true);
      }));

  it('refuses the list with phones to a sub-account (20403, shown)', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the sub-account list asked for by a sub-account')
      .withRequest('GET', '/v2/users/sub-account', (b) => b.query({ offset: '0', limit: '10' }).headers(bearer('designer')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20403, msg: string('暂无该权限'), data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'designer');
        const result = await new HttpSubAccountGateway(api).page({ offset: 0, limit: 10 });
        expect(!result.ok && result.error.code).toBe(20403);
        expect(notifier.messages('error')).toEqual(['暂无该权限']);
      }));

  it('unbinds a sub-account', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the unbinding of a sub-account')
      .withRequest('DELETE', '/v2/users/sub-account/2011', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('解绑成功!'), data: null }))
      .executeTest(async (server) => {
        expect((await gateway(server.url).unbind(2011)).ok).toBe(true);
      }));
});
