import { describe, expect, it } from 'vitest';
import { SavePromotion } from '../../../src/application/promotions/save-promotion';
import { DeletePromotion } from '../../../src/application/promotions/delete-promotion';
import { LoadPromotions } from '../../../src/application/promotions/load-promotions';
import { LoadPromotion } from '../../../src/application/promotions/load-promotion';
import { UploadPromotionPoster } from '../../../src/application/promotions/upload-promotion-poster';
import { BusinessError } from '../../../src/application/errors';
import type { Promotion } from '../../../src/domain/promotion/promotion';
import type { PromotionFormValues } from '../../../src/domain/promotion/promotion-form';
import { InMemoryPromotionGateway } from '../../fakes/in-memory-promotion-gateway';
import { InMemoryFileStorage, fakeFile } from '../../fakes/in-memory-file-storage';
import { FixedClock } from '../../fakes/fixed-clock';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { loaded } from '../../fakes/loaded';

// The fixed clock reads 2024-05-20 10:00.
const values: PromotionFormValues = {
  title: '签约即送全套智能门锁',
  poster: 'promotion/1-a.png',
  posterUrl: '/uploads/promotion/1-a.png',
  beginDay: '2024-05-19',
  endDay: '2024-06-30',
  content: '<p>到店签约享优惠</p>',
};
const original = (status: number): Promotion => ({
  id: 7, title: values.title, poster: values.poster, picture: values.posterUrl, content: values.content,
  begin_time: '2024-05-25 00:00:00', end_time: '2024-06-30 23:59:59', timestamp: 0, status,
});
const saver = (gateway: InMemoryPromotionGateway, actor = ACTORS.merchant) => new SavePromotion(loaded(gateway), actorFor(actor), new FixedClock());

describe('SavePromotion', () => {
  it('creates a promotion with the day-bounded times', async () => {
    const gateway = new InMemoryPromotionGateway();
    expect(await saver(gateway).execute(values)).toEqual({ ok: true, value: true });
    expect(gateway.calls).toEqual([{
      method: 'create',
      args: [{ title: values.title, poster: values.poster, content: values.content, begin_time: '2024-05-19 00:00:00', end_time: '2024-06-30 23:59:59' }],
    }]);
  });

  it('refuses a frozen company before sending', async () => {
    const gateway = new InMemoryPromotionGateway();
    expect(await saver(gateway, ACTORS.frozen).execute(values)).toEqual({ ok: false, error: { kind: 'forbidden', message: '您的公司账号为冻结状态，无法操作' } });
    expect(gateway.calls).toEqual([]);
  });

  it('edits a failed promotion, says when nothing changed and checks the start against today', async () => {
    const gateway = new InMemoryPromotionGateway();
    const save = saver(gateway);
    const edited = { ...values, beginDay: '2024-05-25' };
    expect(await save.execute(edited, original(3))).toEqual({ ok: false, error: { kind: 'unchanged', message: '您没有修改任何内容' } });
    expect(await save.execute({ ...values, title: '签约即送全套智能门锁啦' }, original(3))).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { beginDay: '所选开始时间不能小于现在时间，请重新选择' } },
    });
    expect(await save.execute({ ...edited, title: '签约即送全套智能门锁啦' }, original(3))).toEqual({ ok: true, value: true });
    expect(gateway.calls.map((c) => [c.method, c.args[0]])).toEqual([['update', 7]]);
  });

  it('refuses to edit a passed or pending promotion', async () => {
    const gateway = new InMemoryPromotionGateway();
    for (const status of [1, 2])
      expect(await saver(gateway).execute({ ...values, title: '改过的活动标题文字' }, original(status))).toEqual({
        ok: false,
        error: { kind: 'forbidden', message: '只有未通过状态才能编辑，其他状态不能编辑操作!' },
      });
    expect(gateway.calls).toEqual([]);
  });

  it('validates before sending', async () => {
    const gateway = new InMemoryPromotionGateway();
    expect(await saver(gateway).execute({ ...values, title: '短标题', endDay: '2024-05-18' })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { title: '长度在 6 到 40 个字符', endDay: '所选结束时间不能小于开始时间，请重新选择' } },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('turns 20022 into a poster reset and other refusals into rejected', async () => {
    const gateway = new InMemoryPromotionGateway();
    gateway.failures.create = new BusinessError(20022, '封面图片审核未通过，请重新上传');
    expect(await saver(gateway).execute(values)).toEqual({ ok: false, error: { kind: 'poster-reset', message: '封面图片审核未通过，请重新上传' } });
    gateway.failures.create = new BusinessError(20400, '参数错误');
    expect(await saver(gateway).execute(values)).toEqual({ ok: false, error: { kind: 'rejected' } });
  });
});

describe('DeletePromotion', () => {
  it('deletes only failed promotions', async () => {
    const gateway = new InMemoryPromotionGateway();
    const remove = new DeletePromotion(loaded(gateway), actorFor(ACTORS.merchant));
    expect(await remove.execute({ id: 7, status: 3 })).toEqual({ ok: true, value: true });
    expect(await remove.execute({ id: 8, status: 1 })).toEqual({ ok: false, error: '只有未通过状态才能删除，其他状态不能删除操作!' });
    expect(await remove.execute({ id: 9, status: 2 })).toEqual({ ok: false, error: '只有未通过状态才能删除，其他状态不能删除操作!' });
    gateway.failures.remove = new BusinessError(20512, 'no');
    expect(await remove.execute({ id: 10, status: 3 })).toEqual({ ok: false, error: '' });
    expect(gateway.calls.map((c) => c.args[0])).toEqual([7, 10]);
  });
});

describe('LoadPromotions', () => {
  it('loads a page by status and throws a failure', async () => {
    const gateway = new InMemoryPromotionGateway();
    gateway.promotions = [original(1), { ...original(3), id: 8 }];
    expect(await new LoadPromotions(loaded(gateway)).execute({ page: 1, status: 3 })).toEqual({ items: [{ ...original(3), id: 8 }], total: 1 });
    gateway.failures.list = new BusinessError(500, 'x');
    await expect(new LoadPromotions(loaded(gateway)).execute({ page: 1, status: 0 })).rejects.toBeInstanceOf(BusinessError);
  });
});

describe('UploadPromotionPoster', () => {
  it('uploads a JPG/PNG cover to the promotion folder and refuses other types or a failed upload', async () => {
    const storage = new InMemoryFileStorage();
    const upload = new UploadPromotionPoster(loaded(storage));
    expect(await upload.execute(fakeFile('c.png', 1000, 'image/png'))).toMatchObject({ ok: true, value: { key: 'promotion/1-c.png' } });
    expect(await upload.execute(fakeFile('c.gif', 1000, 'image/gif'))).toEqual({ ok: false, error: '上传图片必须是JPG/JPEG/PNG 格式!' });
    storage.failWhen = () => true;
    expect(await upload.execute(fakeFile('d.png', 1000, 'image/png'))).toEqual({ ok: false, error: '上传错误' });
  });
});

describe('SavePromotion on an untouched edit that started in the past', () => {
  it('says 您没有修改任何内容 before checking the old start against today', async () => {
    const gateway = new InMemoryPromotionGateway();
    const started = { ...original(3), begin_time: '2024-05-10 00:00:00' };
    expect(await saver(gateway).execute({ ...values, beginDay: '2024-05-10' }, started)).toEqual({
      ok: false,
      error: { kind: 'unchanged', message: '您没有修改任何内容' },
    });
    expect(gateway.calls).toEqual([]);
  });
});

describe('LoadPromotion', () => {
  it('answers one promotion by its id and throws when the server refuses', async () => {
    const gateway = new InMemoryPromotionGateway();
    gateway.promotions = [original(1), { ...original(3), id: 8 }];
    expect(await new LoadPromotion(loaded(gateway)).execute(8)).toEqual({ ...original(3), id: 8 });
    await expect(new LoadPromotion(loaded(gateway)).execute(9)).rejects.toMatchObject({ code: 20404 });
    expect(gateway.calls).toEqual([{ method: 'detail', args: [8] }, { method: 'detail', args: [9] }]);
  });
});
