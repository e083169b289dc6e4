import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpCompanyProfileGateway } from '../../../src/adapters/http/http-company-profile-gateway';
import { HttpLicenceGateway } from '../../../src/adapters/http/http-licence-gateway';
import { HttpPhoneCheckGateway } from '../../../src/adapters/http/http-phone-check-gateway';
import type { CompanyProfileSave } from '../../../src/domain/company/company-profile';
import { toWireNames } from '../../../contracts/api/wire/company';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = newPact();

const envelope = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });
const refusal = (code: number, msg: string) => ({ code, msg: string(msg), data: null });
const profile = {
  name: string('杭州美居装饰工程有限公司'), abbr: string('美居装饰'), contact: string('王美居'), inform_phone: string('13800000001'),
  creditCode: string('91330106MA2B3C4D5E'), locationId: eachLike(integer(330000)), slogan: string('用心装好每一个家'),
  market_tel: string('4008001234'), tel: string('057188886666'), qq: string('800012345'), addr: string('杭州市西湖区文三路 100 号'),
  intro: string('专注杭州本地家装'), logo: string('logo/fixture-logo.png'), thumbnailLogo: string('/uploads/logo/fixture-logo.png'),
  businessLicense: string('license/fixture-licence.png'), thumbnailBusinessLicense: string('/uploads/license/fixture-licence.png'),
  companyStatus: integer(1), licenseStatus: integer(1),
};
/** merchant's profile as the form sends it back: licence locked, so name, code, image and status as stored. */
const merchantSave: CompanyProfileSave = {
  name: '杭州美居装饰工程有限公司', abbr: '美居装饰', creditCode: '91330106MA2B3C4D5E', contact: '王经理', informPhone: '13800000001',
  locationId: 330106, slogan: '用心装好每一个家', marketPhone: '4008001234', tel: '057188886666', qq: '800012345',
  addr: '杭州市西湖区文三路 100 号美居大厦 8 楼', intro: '专注杭州本地家装。', logo: 'logo/fixture-logo.png',
  businessLicense: 'license/fixture-licence.png', companyStatus: 1,
};
const wire = (save: CompanyProfileSave) => toWireNames(save);
const AUDIT = 'the next company profile save fails the audit';
const profiles = (url: string, user: string) => {
  const { api, notifier } = clientFor(url, user);
  return { gateway: new HttpCompanyProfileGateway(api), notifier };
};
const recordsQuery = { type: 'BussinessLicense', limit: '3', offset: '1', thumbnailWidth: '134' };
const licence = { name: '杭州美居装饰集团有限公司', creditCode: '91330106MA2B3C4D5E', businessLicense: 'license/fixture-licence.png' };

describe('company profile contract', () => {
  it('reads the company profile', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the company profile of the merchant')
      .withRequest('GET', '/v2/account/company-profile', (b) => b.query({ thumbnailWidth: '134' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like(profile))))
      .executeTest(async (server) => {
        const answer = await profiles(server.url, 'merchant').gateway.load();
        expect(answer.ok && answer.value).toMatchObject({ informPhone: '13800000001', marketPhone: '4008001234', licenseStatus: 1 });
      }));

  it('saves the whole company form', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a save of the merchant company profile')
      .withRequest('PUT', '/v2/account/company-profile', (b) => b.headers(bearer('merchant')).jsonBody(wire(merchantSave)))
      .willRespondWith(200, (b) => b.jsonBody(envelope(null, '提交成功')))
      .executeTest(async (server) => {
        expect((await profiles(server.url, 'merchant').gateway.save(merchantSave)).ok).toBe(true);
      }));

  it('refuses a profile that fails the audit with a silent 20022', () =>
    pact
      .addInteraction()
      .given(AUDIT)
      .uponReceiving('a save of the merchant company profile that fails the audit')
      .withRequest('PUT', '/v2/account/company-profile', (b) => b.headers(bearer('merchant')).jsonBody(wire(merchantSave)))
      .willRespondWith(200, (b) => b.jsonBody(refusal(20022, '公司信息审核未通过，请修改后重新提交')))
      .executeTest(async (server) => {
        const { gateway, notifier } = profiles(server.url, 'merchant');
        const answer = await gateway.save(merchantSave);
        expect(!answer.ok && answer.error.code).toBe(20022);
        expect(notifier.notices).toEqual([]);
      }));

  it('saves the group form (abbreviation and address)', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a save of the group info')
      .withRequest('PUT', '/v2/account/company-profile', (b) => b.headers(bearer('group')).jsonBody({ abbr: '华居集团总部', addr: '上海市浦东新区世纪大道 100 号' }))
      .willRespondWith(200, (b) => b.jsonBody(envelope(null, '提交成功')))
      .executeTest(async (server) => {
        expect((await profiles(server.url, 'group').gateway.saveGroup({ abbr: '华居集团总部', addr: '上海市浦东新区世纪大道 100 号' })).ok).toBe(true);
      }));
});

describe('licence contract', () => {
  const licences = (url: string) => new HttpLicenceGateway(clientFor(url, 'merchant').api);

  it('updates the business info', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a business-info update of the merchant')
      .withRequest('PUT', '/v2/account/license', (b) => b.headers(bearer('merchant')).jsonBody(licence))
      .willRespondWith(200, (b) => b.jsonBody(envelope(null, '提交成功')))
      .executeTest(async (server) => {
        expect((await licences(server.url).update(licence)).ok).toBe(true);
      }));

  it('lists the last licence records', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the last licence records of the merchant')
      .withRequest('GET', '/v2/account/honors', (b) => b.query(recordsQuery).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody(envelope({
          items: eachLike({
            timestamp: regex('\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}', '2024-03-18 10:12:00'), status: integer(1), title: string('杭州美居装饰工程有限公司'),
            creditCode: string('91330106MA2B3C4D5E'), content: string('审核通过'), thumbnailPhoto: string('/uploads/license/fixture-licence.png'),
          }),
          total: integer(2),
        })))
      .executeTest(async (server) => {
        const answer = await licences(server.url).recentRecords();
        expect(answer.ok && answer.value[0]).toMatchObject({ status: 1, creditCode: '91330106MA2B3C4D5E' });
      }));

  it('lists no licence records for a company without any', () =>
    pact
      .addInteraction()
      .given('the company has no licence records')
      .uponReceiving('the licence records of a company without any')
      .withRequest('GET', '/v2/account/honors', (b) => b.query(recordsQuery).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: [], total: 0 })))
      .executeTest(async (server) => {
        expect(await licences(server.url).recentRecords()).toEqual({ ok: true, value: [] });
      }));
});

describe('phone check contract', () => {
  for (const [phone, registered] of [['13800000001', true], ['13900009999', false]] as const)
    it(`says whether ${phone} is registered`, () =>
      pact
        .addInteraction()
        .given(BASE_STATE)
        .uponReceiving(`a registered-phone check of ${registered ? 'a demo account phone' : 'a new phone'}`)
        .withRequest('GET', '/v2/users/check-phone', (b) => b.query({ phone, type: 'Landlord' }).headers(bearer('group')))
        .willRespondWith(200, (b) => b.jsonBody(envelope({ registered })))
        .executeTest(async (server) => {
          expect(await new HttpPhoneCheckGateway(clientFor(server.url, 'group').api).isRegistered(phone)).toEqual({ ok: true, value: registered });
        }));
});
