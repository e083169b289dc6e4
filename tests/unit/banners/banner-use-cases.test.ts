import { describe, expect, it } from 'vitest';
import { SaveBanner } from '../../../src/application/banners/save-banner';
import { DeleteBanner } from '../../../src/application/banners/delete-banner';
import { UploadBannerImage } from '../../../src/application/banners/upload-banner-image';
import type { Banner } from '../../../src/domain/banner/banner';
import { type BannerFormValues, bannerToForm } from '../../../src/domain/banner/banner-form';
import { InMemoryBannerGateway, failure } from '../../fakes/in-memory-banner-gateway';
import { InMemoryFileStorage, fakeFile } from '../../fakes/in-memory-file-storage';
import { FixedClock } from '../../fakes/fixed-clock';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import type { ContentActor } from '../../../src/domain/content/actor';
import { loaded } from '../../fakes/loaded';

// The fixed clock reads 2024-05-20.
const clock = () => new FixedClock();
const values = (placement: BannerFormValues['placement'] = 'company'): BannerFormValues => ({
  title: '夏季促销', placement, begin: '2024-05-21', end: '2024-06-30', target: 'company|home|', slide: { key: 'slide/1.png', url: '/uploads/slide/1.png' },
});
const banner = (status: number): Banner => ({
  bannerId: 9, slide: 'slide/1.png', thumbnailSlide: '/uploads/slide/1.png', title: '夏季促销', beginTime: '2024-05-21',
  endTime: '2024-06-30', status, statusName: '', posAbbr: 'TJW_ZXGS_INDEX', first: 'company', second: 'home', third: '',
});
const saver = (gateway: InMemoryBannerGateway, actor: ContentActor = ACTORS.merchant) => new SaveBanner(loaded(gateway), actorFor(actor), clock());

describe('SaveBanner', () => {
  it('adds a banner with its placement', async () => {
    const gateway = new InMemoryBannerGateway();
    expect(await saver(gateway).execute(values('cityDesktop'))).toEqual({ ok: true, value: true });
    expect(gateway.calls[0].args[0]).toMatchObject({ posAbbr: 'NEW_TJW_SY_LB', pos: 1048, beginTime: '2024-05-21 00:00:00' });
  });

  it('shows 20710 by placement and the server msg for 20712, 20704 and 20711', async () => {
    const gateway = new InMemoryBannerGateway();
    gateway.failures.create = failure(20710, '已达上限');
    expect(await saver(gateway).execute(values('cityDesktop'))).toEqual({ ok: false, error: { kind: 'rejected', message: '该公司的电脑端城市首页已达上限' } });
    expect(await saver(gateway).execute(values('cityApp'))).toEqual({ ok: false, error: { kind: 'rejected', message: '该公司的手机端城市首页已达上限' } });
    for (const code of [20712, 20704, 20711]) {
      gateway.failures.create = failure(code, `msg ${code}`);
      expect(await saver(gateway).execute(values())).toEqual({ ok: false, error: { kind: 'rejected', message: `msg ${code}` } });
    }
    gateway.failures.create = failure(20500, '已提示');
    expect(await saver(gateway).execute(values())).toEqual({ ok: false, error: { kind: 'rejected', message: '' } });
  });

  it('resets the image on 20022', async () => {
    const gateway = new InMemoryBannerGateway();
    gateway.failures.create = failure(20022, '图片审核未通过');
    expect(await saver(gateway).execute(values())).toEqual({ ok: false, error: { kind: 'image-reset', message: '图片审核未通过' } });
  });

  it('says 您没有修改任何内容 for an untouched edit and keeps a start before today out of edits', async () => {
    const gateway = new InMemoryBannerGateway();
    const original = banner(1);
    expect(await saver(gateway).execute(bannerToForm(original, 'company'), original)).toEqual({ ok: false, error: { kind: 'unchanged', message: '您没有修改任何内容' } });
    expect(await saver(gateway).execute({ ...bannerToForm(original, 'company'), begin: '2024-05-19' }, original)).toMatchObject({
      ok: false,
      error: { kind: 'invalid', fields: { begin: '所选开始时间不能小于现在时间，请重新选择' } },
    });
    expect(await saver(gateway).execute({ ...bannerToForm(original, 'company'), title: '新标题' }, original)).toEqual({ ok: true, value: true });
    expect(gateway.calls.map((c) => [c.method, c.args[0]])).toEqual([['update', 9]]);
  });

  it('refuses locked banners, view-only sub-accounts and a frozen company before sending', async () => {
    const gateway = new InMemoryBannerGateway();
    expect(await saver(gateway).execute({ ...values(), title: '改' }, banner(2))).toEqual({ ok: false, error: { kind: 'forbidden', message: '审核中的轮播图不可修改' } });
    expect(await saver(gateway, ACTORS.viewer).execute(values())).toEqual({ ok: false, error: { kind: 'forbidden', message: '暂无该权限' } });
    expect(await saver(gateway, ACTORS.frozen).execute(values())).toEqual({ ok: false, error: { kind: 'forbidden', message: '您的公司账号为冻结状态，无法操作' } });
    expect(await saver(gateway).execute({ ...values(), end: '2024-05-01' })).toMatchObject({ ok: false, error: { kind: 'invalid', fields: { end: '所选结束时间不能小于开始时间，请重新选择' } } });
    expect(gateway.calls).toEqual([]);
  });
});

describe('DeleteBanner', () => {
  it('deletes an unlocked banner; status 2 and banner level 1 are refused', async () => {
    const gateway = new InMemoryBannerGateway();
    expect(await new DeleteBanner(loaded(gateway), actorFor(ACTORS.designer)).execute(banner(3))).toEqual({ ok: true, value: true });
    expect(await new DeleteBanner(loaded(gateway), actorFor(ACTORS.merchant)).execute(banner(2))).toEqual({ ok: false, error: '审核中的轮播图不可修改' });
    expect(await new DeleteBanner(loaded(gateway), actorFor(ACTORS.viewer)).execute(banner(1))).toEqual({ ok: false, error: '暂无该权限' });
    expect(gateway.calls).toEqual([{ method: 'remove', args: [9] }]);
  });
});

describe('UploadBannerImage', () => {
  it('checks the placement limits and stores under slide/', async () => {
    const storage = new InMemoryFileStorage();
    const upload = new UploadBannerImage(loaded(storage));
    expect(await upload.execute('cityApp', fakeFile('a.png', 30 * 1024, 'image/png'))).toMatchObject({ ok: true, value: { key: 'slide/1-a.png' } });
    expect(await upload.execute('company', fakeFile('a.png', 30 * 1024, 'image/png'))).toEqual({ ok: false, error: '图片不得小于200K，不得超过5M' });
    storage.failWhen = () => true;
    expect(await upload.execute('company', fakeFile('b.png', 300 * 1024, 'image/png'))).toEqual({ ok: false, error: '上传错误' });
    expect(storage.uploads.map((u) => u.folder)).toEqual(['slide', 'slide']);
  });
});

describe('SaveBanner on an edit of a banner that started in the past', () => {
  const started = { ...banner(1), beginTime: '2024-05-10', endTime: '2024-06-30' };

  it('leaves the old start alone when only the title changes, and says 您没有修改任何内容 when nothing does', async () => {
    const gateway = new InMemoryBannerGateway();
    expect(await saver(gateway).execute(bannerToForm(started, 'company'), started)).toEqual({ ok: false, error: { kind: 'unchanged', message: '您没有修改任何内容' } });
    expect(await saver(gateway).execute({ ...bannerToForm(started, 'company'), title: '新标题' }, started)).toEqual({ ok: true, value: true });
    expect(await saver(gateway).execute({ ...bannerToForm(started, 'company'), begin: '2024-05-11' }, started)).toMatchObject({
      ok: false,
      error: { kind: 'invalid', fields: { begin: '所选开始时间不能小于现在时间，请重新选择' } },
    });
    expect(gateway.calls.map((c) => c.method)).toEqual(['update']);
  });
});
