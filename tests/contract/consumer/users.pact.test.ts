import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpUserGateway } from '../../../src/adapters/http/http-user-gateway';
import { HttpLocationGateway } from '../../../src/adapters/http/http-location-gateway';
import { HttpAccountRecoveryGateway } from '../../../src/adapters/http/http-account-recovery-gateway';
import { SessionExpiredError } from '../../../src/application/errors';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, string, atLeastOneLike } = MatchersV3;
const pact = newPact();
const AVATAR_KEY = 'avatar/1700000000000-abcd1234.png';

describe('user and session contract', () => {
  it('loads the user index', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the user index of the merchant account')
      .withRequest('GET', '/v2/users/index', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: {
            id: integer(1001),
            realname: string('王美居'),
            company_id: integer(501),
            company_name: string('杭州美居装饰工程有限公司'),
            has_bussiness_license: integer(1),
            has_city_slider: integer(1),
            mobile: string('13800000001'),
            company_status: integer(1),
            contract_count: integer(12),
            is_vip: integer(1),
            head_img_url: string(''),
            menu_list: eachLike({ name: string('钱包'), path: string('wallet') }),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await new HttpUserGateway(clientFor(server.url, 'merchant').api).index();
        expect(result.ok && result.value.company_id).toBe(501);
      }));

  it('ends the session when the token is unknown (20201)', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the user index with an unknown token')
      .withRequest('GET', '/v2/users/index', (b) => b.headers({ Authorization: 'Bearer demo-nobody' }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20201, msg: string('登录已过期，请重新登录'), data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'nobody');
        await expect(new HttpUserGateway(api).index()).rejects.toBeInstanceOf(SessionExpiredError);
        expect(notifier.messages()).toEqual(['session expired']);
      }));

  it('checks the licence status', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the info check of the newco account')
      .withRequest('GET', '/v2/account/info-check', (b) => b.headers(bearer('newco')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { licenseStatus: 3, status: 0 } }))
      .executeTest(async (server) => {
        const result = await new HttpUserGateway(clientFor(server.url, 'newco').api).infoCheck();
        expect(result).toEqual({ ok: true, value: { licenseStatus: 3, status: 0 } });
      }));

  it('reads the message-box dot', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the notification dots of the merchant account')
      .withRequest('GET', '/v2/notify/point/type', (b) => b.query({ user_id: '1001' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { mine: { msg_box: integer(1) } } }))
      .executeTest(async (server) => {
        expect(await new HttpUserGateway(clientFor(server.url, 'merchant').api).messageBoxFlag(1001)).toBe(true);
      }));

  it('loads the region tree', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the region cascade')
      .withRequest('GET', '/v2/locations/cascade-location/all')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          // The first (nation-wide) entry has no children, so only id and name are pinned on
          // every entry; the client drops that entry and reads children where they exist.
          data: atLeastOneLike({ id: integer(330000), name: string('浙江省') }, 2),
        }),
      )
      .executeTest(async (server) => {
        const tree = await new HttpLocationGateway(clientFor(server.url).api).cascade();
        expect(tree.length).toBeGreaterThanOrEqual(2);
      }));

  it('submits an account retrieval application', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an account retrieval application')
      .withRequest('POST', '/v2/users/find-account', (b) =>
        b.jsonBody({
          company_name: '杭州美居装饰工程有限公司',
          contact: '王美居',
          phone: '13800000001',
          sms_code: '123456',
          license: 'license/1700000000000-abc.png',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('提交成功'), data: null }))
      .executeTest(async (server) => {
        const result = await new HttpAccountRecoveryGateway(clientFor(server.url).api).apply({
          company_name: '杭州美居装饰工程有限公司',
          contact: '王美居',
          phone: '13800000001',
          sms_code: '123456',
          license: 'license/1700000000000-abc.png',
        });
        expect(result.ok).toBe(true);
      }));

  it('saves a sub-account avatar by its storage key', () =>
    pact
      .addInteraction()
      .given('an avatar image is stored')
      .uponReceiving('the designer saves a new avatar')
      .withRequest('POST', '/v2/users/upload-avatar', (b) => b.headers(bearer('designer')).jsonBody({ avatar: AVATAR_KEY }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('修改成功'), data: { head_img_url: string(`/uploads/${AVATAR_KEY}`) } }))
      .executeTest(async (server) => {
        const result = await new HttpUserGateway(clientFor(server.url, 'designer').api).uploadAvatar(AVATAR_KEY);
        expect(result.ok).toBe(true);
      }));

  it('refuses an avatar for a main account', () =>
    pact
      .addInteraction()
      .given('an avatar image is stored')
      .uponReceiving('the merchant main account tries to save an avatar')
      .withRequest('POST', '/v2/users/upload-avatar', (b) => b.headers(bearer('merchant')).jsonBody({ avatar: AVATAR_KEY }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20403, msg: string('只有子账号可以更换头像'), data: null }))
      .executeTest(async (server) => {
        const result = await new HttpUserGateway(clientFor(server.url, 'merchant').api).uploadAvatar(AVATAR_KEY);
        expect(!result.ok && result.error.code).toBe(20403);
      }));
});
