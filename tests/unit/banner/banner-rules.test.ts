import { describe, expect, it } from 'vitest';
import {
  BANNER_DELETE_CONFIRM,
  BANNER_LOCKED_STATUS,
  type Banner,
  CITY_BANNER_LIMIT,
  CITY_PLACEMENTS,
  COMPANY_BANNER_LIMIT,
  PLACEMENTS,
  isBannerLocked,
  placementOf,
  targetKey,
} from '../../../src/domain/banner/banner';
import {
  BANNER_MESSAGES,
  CITY_LIMIT_MESSAGES,
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
  CITY_REFUSAL,
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

describe('banner details', () => {
  it('gives each placement its position, size and label', () => {
    expect(Object.fromEntries(Object.entries(PLACEMENTS).map(([p, r]) => [p, [r.posAbbr, r.pos, r.thumbnailWidth, r.label]]))).toEqual({
      company: ['TJW_ZXGS_INDEX', 1062, 700, '公司首页'],
      cityDesktop: ['NEW_TJW_SY_LB', 1048, 895, '电脑端'],
      cityApp: ['NEW_TJW_APP_SY_LB', 1048, 895, '手机端'],
    });
    expect(CITY_PLACEMENTS).toEqual(['cityDesktop', 'cityApp']);
    expect([COMPANY_BANNER_LIMIT, CITY_BANNER_LIMIT]).toEqual([5, 2]);
    expect(placementOf('TJW_ZXGS_INDEX')).toBe('company');
    expect(placementOf('NEW_TJW_SY_LB')).toBe('cityDesktop');
    expect(placementOf('OTHER')).toBeUndefined();
  });

  it('says the spec texts', () => {
    expect(BANNER_MESSAGES.locked).toBe('审核中的轮播图不可修改');
    expect(BANNER_MESSAGES.unchanged).toBe('您没有修改任何内容');
    expect(CITY_LIMIT_MESSAGES).toEqual({ cityDesktop: '该公司的电脑端城市首页已达上限', cityApp: '该公司的手机端城市首页已达上限' });
    expect(CITY_REFUSAL).toEqual({ title: '没有权限', hint: '城市首页轮播图需开通后使用，请联系您的商务专员' });
    expect(BANNER_DELETE_CONFIRM).toBe('请确认是否删除该轮播图');
    expect(BANNER_LOCKED_STATUS).toBe(2);
    expect(isBannerLocked(undefined)).toBe(false);
  });

  it('starts an empty form on its placement', () => {
    expect(emptyBannerForm('cityApp')).toEqual({ title: '', placement: 'cityApp', begin: '', end: '', target: '', slide: null });
  });

  it('takes a title of at most 50 characters without control characters', () => {
    const rules = { bounds: {}, today: '2026-05-01' };
    const form = { ...bannerToForm(banner, 'company'), slide: { key: 'slide/a.png', url: '/a.png' } };
    expect(validateBannerForm({ ...form, title: '题'.repeat(50) }, rules)).toEqual({});
    expect(validateBannerForm({ ...form, title: '题'.repeat(51) }, rules)).toEqual({ title: '不得超过50个字符' });
    expect(validateBannerForm({ ...form, title: '春季\u0007焕新' }, rules)).toEqual({ title: '不能包含控制字符或不可见字符' });
  });

  it('keeps an already stored image without re-checking it', () => {
    expect(checkBannerSlide('cityDesktop', { key: 'slide/x.png', url: '/x.png' })).toBeNull();
  });

  it('reads a banner back: no target when it has none, the thumbnail or else the key as preview, no image when it has none', () => {
    expect(targetKey({ first: 'a', second: 'b', third: 'c' })).toBe('a|b|c');
    expect(bannerToForm(banner, 'company')).toEqual({
      title: '春季焕新', placement: 'company', begin: '2026-05-01', end: '2026-06-01', target: 'company|home|', slide: { key: 'slide/a.png', url: '/uploads/slide/a.png' },
    });
    expect(bannerToForm({ ...banner, first: '', second: '', third: '' }, 'company').target).toBe('');
    expect(bannerToForm({ ...banner, first: '', second: '', third: 'x' }, 'company').target).toBe('||x');
    expect(bannerToForm({ ...banner, first: '', second: 'y', third: '' }, 'company').target).toBe('|y|');
    expect(bannerToForm({ ...banner, thumbnailSlide: '' }, 'cityApp').slide).toEqual({ key: 'slide/a.png', url: 'slide/a.png' });
    expect(bannerToForm({ ...banner, slide: '' }, 'cityApp').slide).toBeNull();
    expect(toBannerPayload({ ...bannerToForm(banner, 'company'), slide: null }).slide).toBe('');
  });

  it('lets a main account edit a passed banner and counts has_city_slider sent as text', () => {
    expect(bannerEditBlocker(ACTORS.merchant, 1)).toBeNull();
    expect(bannerEditBlocker(ACTORS.viewer, 3)).toBe('暂无该权限');
    expect(bannerCreateBlocker(ACTORS.merchant)).toBeNull();
    expect(hasCitySlider('1')).toBe(true);
    expect(hasCitySlider(2)).toBe(false);
  });
});

describe('banner dates of an edit', () => {
  const running = { begin: '2026-04-20', end: '2027-02-01' };
  it('holds a changed start to today even with no lower bound, and leaves an unchanged end past the period alone', () => {
    const open = { bounds: {}, today: '2026-05-01', original: running };
    expect(checkBannerDates({ ...running, begin: '2026-04-30' }, open).begin).toBe('所选开始时间不能小于现在时间，请重新选择');
    expect(checkBannerDates({ ...running, begin: '2026-05-01' }, open).begin).toBeNull();
    const period = { bounds: { min: '2026-04-30', max: '2026-12-31' }, today: '2026-05-01', original: running };
    expect(checkBannerDates(running, period)).toEqual({ begin: null, end: null });
    expect(checkBannerDates({ ...running, end: '2027-02-02' }, period).end).toBe('所选结束时间不能大于服务结束时间，请重新选择');
  });
});
