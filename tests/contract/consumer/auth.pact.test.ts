import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { BASE_STATE, bearer, clientFor, formBody, newPact } from './pact-setup';

const { like, integer, string } = MatchersV3;
const pact = newPact();
const oauthClient = { clientId: 'merchant-web', clientSecret: '' };
const tokenQuery = (grant: string) => ({ client_id: 'merchant-web', grant_type: grant, user_type: 'Company' });
const proof = { token: 'dev-1', sessionId: 'dev-session', sig: 'dev-sig', scene: 'nc_message' };

const signInBody = {
  access_token: string('tok-merchant-abc'),
  user_id: integer(1001),
  company_id: integer(501),
  company_abbr: string('美居装饰'),
  realname: string('王美居'),
  vipCompany: integer(1),
  isSubAccount: integer(0),
  isGroupCompany: integer(0),
  licenseStatus: integer(1),
  status: integer(1),
  needChangePwd: integer(0),
};

const gateway = (url: string, user?: string) => new HttpAuthGateway(clientFor(url, user).api, oauthClient);

describe('auth contract', () => {
  it('signs in with username and password', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a password sign-in of the merchant account')
      .withRequest('POST', '/v2/oauth/token', (b) => formBody(b.query(tokenQuery('password')), { username: 'merchant', password: 'Demo1234' }))
      .willRespondWith(200, (b) => b.jsonBody(signInBody))
      .executeTest(async (server) => {
        const result = await gateway(server.url).signInWithPassword('merchant', 'Demo1234');
        expect(result.ok && result.value.access_token).toBeTruthy();
      }));

  it('answers a wrong password with HTTP 400 and error_description', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a password sign-in with a wrong password')
      .withRequest('POST', '/v2/oauth/token', (b) => formBody(b.query(tokenQuery('password')), { username: 'merchant', password: 'Wrong1234' }))
      .willRespondWith(400, (b) => b.jsonBody({ error_description: string('用户名或密码错误') }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url);
        const result = await new HttpAuthGateway(api, oauthClient).signInWithPassword('merchant', 'Wrong1234');
        expect(result.ok).toBe(false);
        expect(notifier.messages('error')).toEqual(['用户名或密码错误']);
      }));

  it('signs in with phone and SMS code', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an SMS sign-in of the merchant account')
      .withRequest('POST', '/v2/oauth/token', (b) => formBody(b.query(tokenQuery('sms_code')), { username: '13800000001', sms_code: '123456' }))
      .willRespondWith(200, (b) => b.jsonBody(signInBody))
      .executeTest(async (server) => {
        const result = await gateway(server.url).signInWithSms('13800000001', '123456');
        expect(result.ok).toBe(true);
      }));

  it('sends a login SMS code after the captcha', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a request for a login SMS code')
      .withRequest('POST', '/v2/oauth/sms', (b) => b.jsonBody({ mobile: '13800000001', verify_type: 'login', ...proof }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: string('短信验证码已发送') }))
      .executeTest(async (server) => {
        const result = await gateway(server.url).sendSmsCode('13800000001', 'login', proof);
        expect(result.ok).toBe(true);
      }));

  it('refuses a login SMS code for a disabled company with 20023', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a request for a login SMS code of a disabled company')
      .withRequest('POST', '/v2/oauth/sms', (b) => b.jsonBody({ mobile: '13800000099', verify_type: 'login', ...proof }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20023, msg: string('您的公司账号已被禁用'), data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url);
        const result = await new HttpAuthGateway(api, oauthClient).sendSmsCode('13800000099', 'login', proof);
        expect(!result.ok && result.error.code).toBe(20023);
        expect(notifier.notices).toEqual([]);
      }));

  it('registers a company', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a registration with a correct code')
      .withRequest('POST', '/v2/users/register', (b) =>
        b.jsonBody({
          phone: '13900000011',
          sms_code: '123456',
          password: 'Abcd1234',
          confirm_password: 'Abcd1234',
          location_id: [330000, 330100, 330106],
          user_type: 'Company',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('注册成功'), data: like({}) }))
      .executeTest(async (server) => {
        const result = await gateway(server.url).register({
          phone: '13900000011',
          sms_code: '123456',
          password: 'Abcd1234',
          confirm_password: 'Abcd1234',
          location_id: [330000, 330100, 330106],
          user_type: 'Company',
        });
        expect(result.ok).toBe(true);
      }));

  it('marks a wrong registration code with 20102', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a registration with a wrong code')
      .withRequest('POST', '/v2/users/register', (b) =>
        b.jsonBody({
          phone: '13900000012',
          sms_code: '000000',
          password: 'Abcd1234',
          confirm_password: 'Abcd1234',
          location_id: [330000, 330100, 330106],
          user_type: 'Company',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 20102, msg: string('验证码错误'), data: null }))
      .executeTest(async (server) => {
        const result = await gateway(server.url).register({
          phone: '13900000012',
          sms_code: '000000',
          password: 'Abcd1234',
          confirm_password: 'Abcd1234',
          location_id: [330000, 330100, 330106],
          user_type: 'Company',
        });
        expect(!result.ok && result.error.code).toBe(20102);
      }));

  it('logs out', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a logout of the merchant account')
      .withRequest('POST', '/v2/oauth/logout', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: null }))
      .executeTest(async (server) => {
        await expect(gateway(server.url, 'merchant').logout()).resolves.toBeUndefined();
      }));

  it('reports an account in its deregistration protection period', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a protection check of the dormant account')
      .withRequest('GET', '/v2/users/check-unregister/1008', (b) => b.headers(bearer('dormant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: 1 }))
      .executeTest(async (server) => {
        expect(await gateway(server.url, 'dormant').isInDeregistrationProtection(1008)).toBe(true);
      }));

  it('reports an active account as not protected', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a protection check of the merchant account')
      .withRequest('GET', '/v2/users/check-unregister/1001', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: 0 }))
      .executeTest(async (server) => {
        expect(await gateway(server.url, 'merchant').isInDeregistrationProtection(1001)).toBe(false);
      }));

  it('re-activates a dormant account', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an activation of the dormant account')
      .withRequest('POST', '/v2/users/activate', (b) => b.headers(bearer('dormant')).jsonBody({ status: 1, userId: 1008 }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('操作成功'), data: null }))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'dormant').activate(1008)).ok).toBe(true);
      }));

  it('changes a password', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an ordinary password change of the mustchange account')
      .withRequest('POST', '/v2/users/security/modify-password', (b) =>
        b
          .query({ type: 'normal' })
          .headers(bearer('mustchange'))
          .jsonBody({ old_password: 'Demo1234', password: 'Newpass123', confirm_password: 'Newpass123' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('修改成功!'), data: null }))
      .executeTest(async (server) => {
        const result = await gateway(server.url, 'mustchange').changePassword({
          old_password: 'Demo1234',
          password: 'Newpass123',
          confirm_password: 'Newpass123',
        });
        expect(result.ok).toBe(true);
      }));

  it('refuses a wrong current password', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', '/v2/users/security/modify-password', (b) =>
        b
          .query({ type: 'normal' })
          .headers(bearer('mustchange'))
          .jsonBody({ old_password: 'Wrong1234', password: 'Newpass123', confirm_password: 'Newpass123' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 20301, msg: string('当前密码错误'), data: null }),
      )
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'mustchange');
        const result = await new HttpAuthGateway(api, oauthClient).changePassword({
          old_password: 'Wrong1234',
          password: 'Newpass123',
          confirm_password: 'Newpass123',
        });
        expect(result.ok).toBe(false);
        expect(notifier.messages('error')).toEqual(['当前密码错误']);
      }));
});
