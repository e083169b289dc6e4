import type { Request, Response, Router } from 'express';
import type { MockArea } from '../area';
import { fail, ok, NO_PERMISSION, refuse } from '../envelope';
import { me } from '../auth';
import { storeFile } from '../qiniu';
import { mount } from '../mount';
import { banners as api } from '../../contracts/api/banners';
import { refuseForeignImages } from '../content-keys';
import { BANNER_TARGETS, type MockBanner, POSITIONS, STATUS_NAMES, bannerImages, seedBanners, sliderPeriod } from '../fixtures/banners';
import { BannerBody, type BannerInput, ListQuery, listRefused, pastStartRefusal, placementRefusal, roleRefusal } from './banner-rules';
import { AUDIT_FAILED_CODE, BANNER_LOCKED_CODE, NOT_FOUND_CODE } from '../../src/domain/common/business-codes';

let banners: MockBanner[] = [];
let period = sliderPeriod(new Date());
const LONG_PERIOD = { begin: '2000-01-01 00:00:00', end: '2099-12-31 23:59:59' };
/** Provider state: the next banner saves fail the image audit (20022). */
let auditFails = false;

const view = (b: MockBanner) => ({
  ...b,
  thumbnailSlide: `/uploads/${b.slide}`,
  status_name: STATUS_NAMES[b.status],
  featured: POSITIONS[b.posAbbr].pos,
  pos: POSITIONS[b.posAbbr].pos,
});

function find(req: Request, res: Response): MockBanner | undefined {
  const banner = banners.find((b) => b.bannerId === Number(req.params.id) && b.company_id === me(req).company_id);
  if (!banner) fail(res, NOT_FOUND_CODE, '轮播图不存在');
  return banner;
}

/** Status 2 is locked: no edit, no delete (20711). */
const locked = (res: Response, b: MockBanner) => b.status === 2 && (fail(res, BANNER_LOCKED_CODE, '审核中的轮播图不能修改或删除'), true);

const audited = (res: Response) => auditFails && (fail(res, AUDIT_FAILED_CODE, '轮播图图片审核未通过，请重新上传'), true);

function save(req: Request, res: Response) {
  const a = me(req);
  const body = req.body as BannerInput;
  if (roleRefusal(res, a, true) || pastStartRefusal(res, body) || placementRefusal(res, a, body, banners, period)) return;
  if (refuseForeignImages(res, a, 'slide', [body.slide]) || audited(res)) return;
  const bannerId = Math.max(700, ...banners.map((b) => b.bannerId)) + 1;
  const { beginTime: begin_time, endTime: end_time, pos: _pos, ...rest } = body;
  banners.push({ ...rest, bannerId, company_id: a.company_id, begin_time, end_time, status: 2 });
  ok(res, { bannerId }, '添加成功');
}

function update(req: Request, res: Response) {
  const a = me(req);
  const banner = find(req, res);
  if (!banner || roleRefusal(res, a, false) || locked(res, banner)) return;
  const body = req.body as BannerInput;
  if (body.posAbbr !== banner.posAbbr) return fail(res, 400, '参数错误：posAbbr', null, 400);
  const others = banners.filter((b) => b !== banner);
  if (pastStartRefusal(res, body, banner) || placementRefusal(res, a, body, others, period)) return;
  if (refuseForeignImages(res, a, 'slide', [body.slide], [banner.slide]) || audited(res)) return;
  const { beginTime: begin_time, endTime: end_time, pos: _pos, ...rest } = body;
  Object.assign(banner, { ...rest, begin_time, end_time, status: 2 });
  ok(res, { bannerId: banner.bannerId }, '修改成功!');
}

function routes(v2: Router) {
  mount(v2, api.list, { schemas: { query: ListQuery } }, (req, res) => {
    const a = me(req);
    if (listRefused(a)) return refuse(res, NO_PERMISSION);
    const { posAbbr } = req.query as { posAbbr: MockBanner['posAbbr'] };
    const items = banners.filter((b) => b.company_id === a.company_id && b.posAbbr === posAbbr).map(view);
    ok(res, { items, slider_begin_time: period.begin, slider_end_time: period.end });
  });
  mount(v2, api.create, { schemas: { body: BannerBody } }, save);
  mount(v2, api.update, { schemas: { body: BannerBody } }, update);
  mount(v2, api.remove, (req, res) => {
    const banner = find(req, res);
    if (!banner || roleRefusal(res, me(req), false) || locked(res, banner)) return;
    banners = banners.filter((b) => b !== banner);
    ok(res, null, '删除成功!');
  });
  mount(v2, api.targets, (_req, res) => ok(res, BANNER_TARGETS));
}

export const bannersArea: MockArea = {
  name: 'banners',
  reset: () => {
    const now = new Date();
    banners = seedBanners(now);
    period = sliderPeriod(now);
    auditFails = false;
    for (const image of bannerImages()) storeFile(image.key, 'image/png', image.body);
  },
  routes,
  // Contract saves send fixed dates, so their states give the company a slider period spanning them.
  states: {
    'the merchant company has a banner period from 2000 to 2099': () => {
      period = LONG_PERIOD;
    },
    'the merchant company homepage has five banners': () => {
      const extra = seedBanners(new Date()).filter((b) => b.posAbbr === 'TJW_ZXGS_INDEX' && b.status !== 2).map((b, i) => ({ ...b, bannerId: 790 + i }));
      banners.push(...extra);
      period = LONG_PERIOD;
    },
    'banner images fail the content audit': () => {
      auditFails = true;
      period = LONG_PERIOD;
    },
  },
};
