import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpContentGateway } from '../../../src/adapters/http/http-content-gateway';
import { resource as bannerResource } from '../../../src/adapters/http/content/banners';
import type { BannerPayload } from '../../../src/domain/banner/banner';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, like, string, regex } = MatchersV3;
const pact = newPact();

const LONG = 'the merchant company has a banner period from 2000 to 2099';
const dateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, example);
const payload = (changes: Partial<BannerPayload> = {}): BannerPayload => ({
  slide: 'slide/1700000000000-abc123.png', title: '夏季家装节', first: 'company', second: 'promotion', third: '',
  posAbbr: 'TJW_ZXGS_INDEX', beginTime: '2030-06-01 00:00:00', endTime: '2030-06-30 23:59:59', pos: 1062, ...changes,
});
const desktop = payload({ posAbbr: 'NEW_TJW_SY_LB', pos: 1048, title: '城市首页第二张' });
const banner = (posAbbr: string) => ({
  bannerId: integer(701), slide: string('fixtures/slide-0.png'), thumbnailSlide: string('/uploads/fixtures/slide-0.png'),
  title: string('春季焕新装修节'), begin_time: dateTime('2026-05-01 00:00:00'), end_time: dateTime('2026-06-30 23:59:59'),
  status: integer(1), status_name: string('已通过'), posAbbr, pos: integer(1062), first: string('company'), second: string('home'), third: string(''),
});
const list = (posAbbr: string) => ({
  items: eachLike(banner(posAbbr)), slider_begin_time: dateTime('2025-11-01 00:00:00'), slider_end_time: dateTime('2027-05-01 23:59:59'),
});
const banners = (url: string, user = 'merchant') => {
  const { api, notifier } = clientFor(url, user);
  return { gateway: new HttpContentGateway(api, bannerResource), notifier };
};
const ok = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });
const refusal = (code: number, msg: string) => ({ code, msg: string(msg), data: null });

/** One save refused with a business code the form shows itself (no generic toast). */
function refusedSave(state: string, what: string, method: 'POST' | 'PUT', path: string, body: BannerPayload, code: number, msg: string) {
  return pact
    .addInteraction()
    .given(state)
    .uponReceiving(what)
    .withRequest(method, path, (b) => b.headers(bearer('merchant')).jsonBody(body))
    .willRespondWith(200, (b) => b.jsonBody(refusal(code, msg)))
    .executeTest(async (server) => {
      const { gateway, notifier } = banners(server.url);
      const answer = method === 'POST' ? await gateway.create(body) : await gateway.update(Number(path.split('/').pop()), body);
      expect(!answer.ok && answer.error.code).toBe(code);
      expect(notifier.notices).toEqual([]);
    });
}

describe('banners contract', () => {
  it('lists the company homepage banners with the slider period', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the company homepage banners of the merchant')
      .withRequest('GET', '/v2/banners/companies', (b) => b.query({ posAbbr: 'TJW_ZXGS_INDEX', thumbnailWidth: '700' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(ok(list('TJW_ZXGS_INDEX'))))
      .executeTest(async (server) => {
        const answer = await banners(server.url).gateway.list('company');
        expect(answer.ok && answer.value.items[0].beginTime).toBe('2026-05-01');
      }));

  it('lists the city desktop banners with pos 1048', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the city desktop banners of the merchant')
      .withRequest('GET', '/v2/banners/companies', (b) => b.query({ posAbbr: 'NEW_TJW_SY_LB', thumbnailWidth: '895', pos: '1048' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(ok(list('NEW_TJW_SY_LB'))))
      .executeTest(async (server) => {
        expect((await banners(server.url).gateway.list('cityDesktop')).ok).toBe(true);
      }));

  it('lists the jump targets', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the banner jump targets')
      .withRequest('GET', '/v2/account/banners/benefit', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike({ title: string('优惠活动'), first: string('company'), second: string('promotion'), third: string('') }))))
      .executeTest(async (server) => {
        const answer = await banners(server.url).gateway.lookup('targets');
        expect(answer.ok && answer.value[0].title).toBe('优惠活动');
      }));

  it('adds a company homepage banner', () =>
    pact
      .addInteraction()
      .given(LONG)
      .uponReceiving('a new company homepage banner')
      .withRequest('POST', '/v2/banners/companies', (b) => b.headers(bearer('merchant')).jsonBody(payload()))
      .willRespondWith(200, (b) => b.jsonBody(ok(like({ bannerId: integer(712) }), '添加成功')))
      .executeTest(async (server) => {
        expect((await banners(server.url).gateway.create(payload())).ok).toBe(true);
      }));

  it('refuses a sixth company banner with 20712', () =>
    refusedSave('the merchant company homepage has five banners', 'a sixth company homepage banner', 'POST', '/v2/banners/companies', payload(), 20712, '公司首页轮播图最多5张，已达上限'));

  it('refuses dates outside the slider period with 20704', () =>
    refusedSave(LONG, 'a company homepage banner ending after the slider period', 'POST', '/v2/banners/companies', payload({ endTime: '2100-01-31 23:59:59' }), 20704, '投放时间超出公司轮播图服务期，请重新选择'));

  it('refuses a second city desktop banner with 20710', () =>
    refusedSave(LONG, 'a second city desktop banner', 'POST', '/v2/banners/companies', desktop, 20710, '该公司的城市首页轮播图已达上限'));

  it('refuses an image that fails the audit with 20022', () =>
    refusedSave('banner images fail the content audit', 'a company homepage banner whose image fails the audit', 'POST', '/v2/banners/companies', payload(), 20022, '轮播图图片审核未通过，请重新上传'));

  it('refuses the edit of a locked banner with 20711', () =>
    refusedSave(LONG, 'an edit of the locked banner 702', 'PUT', '/v2/banners/companies/702', payload(), 20711, '审核中的轮播图不能修改或删除'));

  it('saves the edit of a banner', () =>
    pact
      .addInteraction()
      .given(LONG)
      .uponReceiving('an edit of the not-passed banner 703')
      .withRequest('PUT', '/v2/banners/companies/703', (b) => b.headers(bearer('merchant')).jsonBody(payload()))
      .willRespondWith(200, (b) => b.jsonBody(ok(like({ bannerId: integer(703) }), '修改成功!')))
      .executeTest(async (server) => {
        expect((await banners(server.url).gateway.update(703, payload())).ok).toBe(true);
      }));

  it('deletes a banner', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a delete of the banner 701')
      .withRequest('DELETE', '/v2/banners/companies/701', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(ok(null, '删除成功!')))
      .executeTest(async (server) => {
        expect((await banners(server.url).gateway.remove(701)).ok).toBe(true);
      }));
});
