import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSecurityGateway } from '../../../src/adapters/http/http-security-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, string, like } = MatchersV3;
const pact = newPact();
const PROOF = { token: 'dev-1700000000000', sessionId: 'dev-session', sig: 'dev-sig', scene: 'nc_message' };
const gateway = (url: string, username: string) => new HttpSecurityGateway(clientFor(url, username).api);
const success = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });

describe('security contract: SMS and rebinding', () => {
  for (const type of ['unbind', 'unregister'] as const)
    it(`sends a ${type} code to the account's own phone`, () =>
      pact
        .addInteraction()
        .given(BASE_STATE)
        .uponReceiving(`an SMS code to the bound phone of newco (?verify_type=${type})`)
        .withRequest('POST', '/v2/oauth/sms', (b) => b.query({ verify_type: type }).headers(bearer('newco')).jsonBody(PROOF))
        .willRespondWith(200, (b) => b.jsonBody(success(string('短信验证码已发送'))))
        .executeTest(async (server) => {
          expect((await gateway(server.url, 'newco').sendCodeToBoundPhone(type, PROOF)).ok).toBe(true);
        }));

  it('verifies a code', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a verify-sms of the merchant (verify_type password)')
      .withRequest('POST', '/v2/users/security/verify-sms', (b) =>
        b.headers(bearer('merchant')).jsonBody({ verify_code: '123456', verify_type: 'password' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null, '验证成功')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').verifySms('123456', 'password')).ok).toBe(true);
      }));

  it('refuses a wrong code with 20102', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a verify-sms of the merchant with a wrong code')
      .withRequest('POST', '/v2/users/security/verify-sms', (b) =>
        b.headers(bearer('merchant')).jsonBody({ verify_code: '654321', verify_type: 'unbind' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 20102, msg: string('验证码错误'), data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpSecurityGateway(api).verifySms('654321', 'unbind');
        expect(result.ok).toBe(false);
        expect(notifier.messages('error')).toEqual(['验证码错误']);
      }));

  it('binds a new phone after the old one was verified', () =>
    pact
      .addInteraction()
      .given('the merchant has verified its old phone')
      .uponReceiving('an unbind-mobile of the merchant to a new number')
      .withRequest('POST', '/v2/users/security/unbind-mobile', (b) =>
        b.headers(bearer('merchant')).jsonBody({ phone: '13912345678', sms_code: '123456' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null, '绑定成功！')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').bindNewPhone('13912345678', '123456')).ok).toBe(true);
      }));

  it('changes the password with type=sms after a verified code', () =>
    pact
      .addInteraction()
      .given('the merchant has verified a password code')
      .uponReceiving('a quick password change of the merchant')
      .withRequest('POST', '/v2/users/security/modify-password', (b) =>
        b.query({ type: 'sms' }).headers(bearer('merchant')).jsonBody({ password: 'Newpass123', confirm_password: 'Newpass123' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null, '修改成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').changePasswordBySms('Newpass123', 'Newpass123')).ok).toBe(true);
      }));
});

describe('security contract: WeChat', () => {
  it('reads a bound WeChat', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the WeChat binding of the merchant (bound)')
      .withRequest('GET', '/v2/users/wechat/check', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(success({ wx: { nickname: string('美居小王') } })))
      .executeTest(async (server) => {
        expect(await gateway(server.url, 'merchant').wechatBinding()).toEqual({ ok: true, value: { nickname: '美居小王' } });
      }));

  it('reads an unbound WeChat as wx null', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the WeChat binding of newco (none)')
      .withRequest('GET', '/v2/users/wechat/check', (b) => b.headers(bearer('newco')))
      .willRespondWith(200, (b) => b.jsonBody(success({ wx: null })))
      .executeTest(async (server) => {
        expect(await gateway(server.url, 'newco').wechatBinding()).toEqual({ ok: true, value: null });
      }));

  it('loads the QR code to follow the official account', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the WeChat QR code for newco')
      .withRequest('GET', '/v2/users/wechat/wxqrcode', (b) => b.headers(bearer('newco')))
      .willRespondWith(200, (b) => b.jsonBody(success(string('/uploads/wechat/qrcode-1005.png'))))
      .executeTest(async (server) => {
        const result = await gateway(server.url, 'newco').wechatQrCode();
        expect(result.ok && result.value.length).toBeGreaterThan(0);
      }));

  it('unbinds WeChat', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an unbind-wx of the merchant')
      .withRequest('DELETE', '/v2/users/wechat/unbind-wx', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(success(null, '解绑成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').unbindWechat()).ok).toBe(true);
      }));
});

describe('security contract: deregistration', () => {
  const condition = (key: string, passed: number, msg: string) => ({ key: string(key), passed: integer(passed), msg: string(msg) });

  it('lists the merchant\'s conditions with its balance unmet', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the deregistration conditions of the merchant')
      .withRequest('GET', '/v2/users/unregister/condition/1001', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ conditions: eachLike(condition('balance', 0, '钱包余额为1,280.00元，余额为0才能注销')) })),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url, 'merchant').deregistrationConditions(1001);
        expect(result.ok && result.value[0]).toEqual({ key: 'balance', passed: false, msg: '钱包余额为1,280.00元，余额为0才能注销' });
      }));

  it('lists newco\'s conditions, all met', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the deregistration conditions of newco')
      .withRequest('GET', '/v2/users/unregister/condition/1005', (b) => b.headers(bearer('newco')))
      .willRespondWith(200, (b) => b.jsonBody(success({ conditions: eachLike(condition('balance', 1, '')) })))
      .executeTest(async (server) => {
        const result = await gateway(server.url, 'newco').deregistrationConditions(1005);
        expect(result.ok && result.value.every((c) => c.passed)).toBe(true);
      }));

  it('deregisters newco', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a deregistration of newco')
      .withRequest('POST', '/v2/users/unregister', (b) => b.headers(bearer('newco')).jsonBody({ sms_code: '123456', userId: 1005 }))
      .willRespondWith(200, (b) => b.jsonBody(success(null, '注销成功')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'newco').deregister('123456', 1005)).ok).toBe(true);
      }));

  it('refuses the merchant\'s deregistration with the server\'s reason (20601)', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a deregistration of the merchant, whose wallet is not empty')
      .withRequest('POST', '/v2/users/unregister', (b) => b.headers(bearer('merchant')).jsonBody({ sms_code: '123456', userId: 1001 }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20601, msg: like('钱包余额为1,280.00元，余额为0才能注销'), data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpSecurityGateway(api).deregister('123456', 1001);
        expect(result.ok).toBe(false);
        expect(notifier.messages('error')).toEqual(['钱包余额为1,280.00元，余额为0才能注销']);
      }));
});
