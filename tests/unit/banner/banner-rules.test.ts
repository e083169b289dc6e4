import { describe, expect, it } from 'vitest';
import { type Banner, PLACEMENTS, isBannerLocked, placementOf } from '../../../src/domain/banner/banner';
import {
  bannerDateBounds,
  bannerToForm,
  checkBannerDates,
  checkBannerImage,
  checkBannerSlide,
  emptyBannerForm,
  isBannerUnchanged,
  toBannerPayload,
  bannerForm,
} from '../../../src/domain/banner/banner-form';
import { formErrors } from '../../../src/domain/common/schema';

const validateBannerForm = (values: Parameters<typeof formErrors<ReturnType<typeof bannerForm>>>[1], rules: Parameters<typeof bannerForm>[0]) =>
  formErrors(bannerForm(rules), values);
import {
  bannerCreateBlocker,
  bannerDeleteBlocker,
  bannerEditBlocker,
  hasCitySlider,
  showsCompanyAddTile,
} from '../../../src/domain/banner/banner-permissions';
import { ACTORS } from '../../fakes/content-actors';

const KB = 1024;
const MB = 1024 * KB;
const png = (size: number) => ({ name: 'b.png', type: 'image/png', size });
const END_BEFORE = '所选结束时间不能小于开始时间，请重新选择';
const START_BEFORE = '所选开始时间不能小于现在时间，请重新选择';
const banner: Banner = {
  bannerId: 5, slide: 'slide/a.png', thumbnailSlide: '/uploads/slide/a.png', title: '春季焕新', beginTime: '2026-05-01',
  endTime: '2026-06-01', status: 1, statusName: '已通过', posAbbr: 'TJW_ZXGS_INDEX', first: 'company', second: 'home', third: '',
};

describe('banner dates', () => {
  const bounds = { min: '2026-04-30', max: '2026-12-31' };
  const fresh = { bounds, today: '2026-05-01' };
  const running = { begin: '2026-04-20', end: '2026-05-09' };
  const editing = { ...fresh, original: running };

  it('never ends before it starts', () => {
    expect(checkBannerDates({ begin: '2026-05-10', end: '2026-05-09' }, fresh).end).toBe(END_BEFORE);
    expect(checkBannerDates({ begin: '2026-05-10', end: '2026-05-10' }, fresh).end).toBeNull();
  });

  it('holds a typed day of a new banner to the picker: the grace day, not before, nor after the slider period', () => {
    expect(checkBannerDates({ begin: '2026-04-30', end: '2026-05-09' }, fresh).begin).toBeNull();
    expect(checkBannerDates({ begin: '2026-04-28', end: '2026-05-09' }, fresh).begin).toBe(START_BEFORE);
    expect(checkBannerDates({ begin: '2026-05-02', end: '2027-01-01' }, fresh).end).toBe('所选结束时间不能大于服务结束时间，请重新选择');
    expect(checkBannerDates({ begin: '2027-01-01', end: '2027-01-02' }, fresh).begin).toBe('所选开始时间不能大于服务结束时间，请重新选择');
    expect(checkBannerDates({ begin: '', end: '' }, fresh)).toEqual({ begin: '请选择开始日期', end: '请选择结束日期' });
  });

  it('on edit holds a changed start to today at the earliest, and leaves an unchanged one alone', () => {
    expect(checkBannerDates(running, editing)).toEqual({ begin: null, end: null });
    expect(checkBannerDates({ ...running, begin: '2026-04-30' }, editing).begin).toBe(START_BEFORE);
    expect(checkBannerDates({ ...running, begin: '2026-05-01' }, editing).begin).toBeNull();
    expect(checkBannerDates({ ...running, end: '2027-02-01' }, editing).end).toBe('所选结束时间不能大于服务结束时间，请重新选择');
    expect(checkBannerDates({ ...running, end: '2026-04-19' }, editing).end).toBe(END_BEFORE);
  });

  it('bounds the picker by the slider period with one day of grace before today', () => {
    const now = new Date(2026, 4, 20, 10);
    expect(bannerDateBounds(now, '2026-01-01', '2026-12-31')).toEqual({ min: '2026-05-19', max: '2026-12-31' });
    expect(bannerDateBounds(now, '2026-06-01', '')).toEqual({ min: '2026-06-01', max: undefined });
  });
});

describe('banner images per placement', () => {
  it('applies each placement limit with its message', () => {
    expect(checkBannerImage('company', png(199 * KB))).toBe('图片不得小于200K，不得超过5M');
    expect(checkBannerImage('company', png(5 * MB + 1))).toBe('图片不得小于200K，不得超过5M');
    expect(checkBannerImage('company', png(200 * KB))).toBeNull();
    expect(checkBannerImage('cityApp', png(19 * KB))).toBe('图片不得小于20K，不得超过2M');
    expect(checkBannerImage('cityApp', png(2 * MB + 1))).toBe('图片不得小于20K，不得超过2M');
    expect(checkBannerImage('cityApp', png(20 * KB))).toBeNull();
    expect(checkBannerImage('cityDesktop', png(499 * KB))).toBe('图片不得小于500K，不得超过5M');
    expect(checkBannerImage('cityDesktop', png(500 * KB))).toBeNull();
    expect(checkBannerImage('cityDesktop', { name: 'b.webp', type: 'image/webp', size: MB })).toBe('上传图片必须是JPG/JPEG/PNG 格式!');
  });

  it('re-checks a picked image when the placement changes, and requires one', () => {
    const image = { key: 'slide/x.png', url: '/x.png', file: png(300 * KB) };
    expect(checkBannerSlide('cityApp', image)).toBeNull();
    expect(checkBannerSlide('cityDesktop', image)).toBe('图片不得小于500K，不得超过5M');
    expect(checkBannerSlide('company', null)).toBe('请上传图片');
  });

  it('suggests each placement size', () => {
    expect([PLACEMENTS.cityDesktop.suggested, PLACEMENTS.cityApp.suggested, PLACEMENTS.company.suggested]).toEqual([
      { width: 1920, height: 470 }, { width: 686, height: 345 }, { width: 700, height: 280 },
    ]);
    expect(placementOf('NEW_TJW_APP_SY_LB')).toBe('cityApp');
  });
});

describe('banner form', () => {
  it('validates title, dates and image', () => {
    expect(validateBannerForm(emptyBannerForm('company'), { bounds: { min: '2026-04-30' }, today: '2026-05-01' })).toEqual({
      title: '请输入标题', begin: '请选择开始日期', end: '请选择结束日期', slide: '请上传图片',
    });
  });

  it('sends slide, title, targets, posAbbr, whole days and the placement pos', () => {
    const values = { ...bannerToForm(banner, 'company'), title: ' 夏日 ', placement: 'cityApp' as const };
    expect(toBannerPayload(values)).toEqual({
      slide: 'slide/a.png', title: '夏日', first: 'company', second: 'home', third: '', posAbbr: 'NEW_TJW_APP_SY_LB',
      beginTime: '2026-05-01 00:00:00', endTime: '2026-06-01 23:59:59', pos: 1048,
    });
    expect(toBannerPayload(bannerToForm(banner, 'company')).pos).toBe(1062);
    expect(toBannerPayload({ ...values, target: '' })).toMatchObject({ first: '', second: '', third: '' });
  });

  it('knows when an edit changed nothing', () => {
    const form = bannerToForm(banner, 'company');
    expect(isBannerUnchanged(form, banner, 'company')).toBe(true);
    expect(isBannerUnchanged({ ...form, end: '2026-06-02' }, banner, 'company')).toBe(false);
    expect(isBannerUnchanged({ ...form, target: '' }, banner, 'company')).toBe(false);
  });
});

describe('banner states and roles', () => {
  it('locks status 2 for edit and delete', () => {
    expect([1, 2, 3].map(isBannerLocked)).toEqual([false, true, false]);
    expect(bannerEditBlocker(ACTORS.merchant, 2)).toBe('审核中的轮播图不可修改');
    expect(bannerDeleteBlocker(ACTORS.merchant, 3)).toBeNull();
  });

  it('needs banner level 2 for a sub-account; a frozen company adds none', () => {
    expect(bannerCreateBlocker(ACTORS.viewer)).toBe('暂无该权限');
    expect(bannerDeleteBlocker(ACTORS.viewer, 1)).toBe('暂无该权限');
    expect(bannerCreateBlocker(ACTORS.designer)).toBeNull();
    expect(bannerCreateBlocker(ACTORS.group)).toBe('暂无该权限');
    expect(bannerCreateBlocker(ACTORS.frozen)).toBe('您的公司账号为冻结状态，无法操作');
  });

  it('shows the add tile under five company banners and the city tab only with has_city_slider', () => {
    expect(showsCompanyAddTile(4)).toBe(true);
    expect(showsCompanyAddTile(5)).toBe(false);
    expect(hasCitySlider(1)).toBe(true);
    expect(hasCitySlider(0)).toBe(false);
    expect(hasCitySlider(undefined)).toBe(false);
  });
});
