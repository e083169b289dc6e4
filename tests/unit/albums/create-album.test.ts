import { describe, expect, it } from 'vitest';
import { CreateAlbum } from '../../../src/application/albums/create-album';
import { UPLOAD_FAILED_MESSAGE } from '../../../src/application/albums/album-submission';
import { withStoredKeys } from '../../../src/application/albums/album-image-drafts';
import { BusinessError } from '../../../src/application/errors';
import { ok } from '../../../src/domain/common/result';
import type { AlbumPayload } from '../../../src/domain/album/album';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { InMemoryFileStorage } from '../../fakes/in-memory-file-storage';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import type { ContentActor } from '../../../src/domain/content/actor';
import { albumInput, newImages } from './album-input';
import { loaded } from '../../fakes/loaded';

function setup(actor: ContentActor = ACTORS.merchant) {
  const albums = new InMemoryAlbumGateway();
  const storage = new InMemoryFileStorage();
  return { albums, storage, create: new CreateAlbum(loaded(albums), loaded(storage), actorFor(actor)) };
}

describe('CreateAlbum', () => {
  it('uploads every image to the album folder, then posts the album with their keys', async () => {
    const { albums, storage, create } = setup();
    const progress: [string, number][] = [];
    const result = await create.execute(albumInput({ coverId: 'n3', onProgress: (id, p) => progress.push([id, p]) }));
    expect(result).toEqual({ ok: true, value: 900 });
    expect(storage.uploads.map((u) => u.folder)).toEqual(Array(5).fill('album'));
    expect(progress.filter(([, p]) => p === 100).map(([id]) => id).sort()).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    const payload = albums.calls[0].args[0] as AlbumPayload;
    expect(albums.calls.map((c) => c.method)).toEqual(['create']);
    expect(payload).toMatchObject({ title: '滨江三居室现代简约', house_model: 203, style: 101, house_size: null, budget: null, cover: 3 });
    expect(payload.images[0]).toEqual({ url: 'album/1-img1.jpg', intro: '第1张', part_tag: null, space_tag: 401, rank: 1 });
    expect(payload.images.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(payload).not.toHaveProperty('tags');
  });

  it('makes the first image the cover by default', async () => {
    const { albums, create } = setup();
    await create.execute(albumInput());
    expect((albums.calls[0].args[0] as AlbumPayload).cover).toBe(1);
  });

  it('stops on an upload failure or a missing key before posting, after trying every image', async () => {
    for (const mode of ['throw', 'no key'] as const) {
      const { albums, storage, create } = setup();
      if (mode === 'throw') storage.failWhen = (f) => f.name === 'img4.jpg';
      else storage.noKeyWhen = (f) => f.name === 'img2.jpg';
      const result = await create.execute(albumInput());
      expect(result).toMatchObject({ ok: false, error: { kind: 'upload-failed', message: UPLOAD_FAILED_MESSAGE } });
      expect(UPLOAD_FAILED_MESSAGE).toBe('网络出现问题，您需要重新发布');
      expect(storage.uploads).toHaveLength(5);
      const stored = !result.ok && result.error.kind === 'upload-failed' ? result.error.stored : {};
      expect(Object.keys(stored).sort()).toEqual(['n1', 'n2', 'n3', 'n4', 'n5'].filter((id) => id !== (mode === 'throw' ? 'n4' : 'n2')));
      expect(albums.calls).toEqual([]);
    }
  });

  it('a retry with the keys of the first attempt uploads only the image that failed', async () => {
    const { albums, storage, create } = setup();
    storage.failWhen = (f) => f.name === 'img4.jpg';
    const first = await create.execute(albumInput());
    const stored = !first.ok && first.error.kind === 'upload-failed' ? first.error.stored : {};
    storage.failWhen = () => false;
    storage.uploads.length = 0;
    const retry = await create.execute(albumInput({ images: withStoredKeys(newImages(5), stored) }));
    expect(retry.ok).toBe(true);
    expect(storage.uploads.map((u) => u.name)).toEqual(['img4.jpg']);
    const payload = albums.calls[0].args[0] as AlbumPayload;
    expect(payload.images.map((i) => i.url)).toEqual([stored.n1, stored.n2, stored.n3, expect.stringMatching(/img4\.jpg$/), stored.n5]);
    expect(new Set(payload.images.map((i) => i.url)).size).toBe(5);
  });

  it('checks the form and the counts before uploading anything', async () => {
    const { storage, create } = setup();
    const invalid = await create.execute(albumInput({ values: { ...albumInput().values, houseModel: '' } }));
    expect(invalid).toMatchObject({ ok: false, error: { kind: 'invalid', message: '信息不符，请核对!' } });
    const few = await create.execute(albumInput({ images: newImages(4) }));
    expect(few).toEqual({ ok: false, error: { kind: 'images', message: '图片最少需要5张!' } });
    expect(storage.uploads).toEqual([]);
  });

  it('asks before leaving non-compliant images out, then uploads only the good ones', async () => {
    const { storage, create } = setup();
    const images = [...newImages(5), { ...newImages(6)[5], error: '图片不能小于200K' }];
    const asked = await create.execute(albumInput({ images }));
    expect(asked).toMatchObject({ ok: false, error: { kind: 'confirm-drop' } });
    const done = await create.execute(albumInput({ images, dropConfirmed: true }));
    expect(done.ok).toBe(true);
    expect(storage.uploads.map((u) => u.name)).not.toContain('img6.jpg');
  });

  it('turns 20022 into a silent reset and other refusals into data.title or data.images', async () => {
    const { albums, create } = setup();
    albums.failures.create = new BusinessError(20022, '图片审核未通过');
    expect(await create.execute(albumInput())).toEqual({ ok: false, error: { kind: 'reset' } });
    albums.failures.create = new BusinessError(20400, '参数错误', { title: '标题重复' });
    expect(await create.execute(albumInput())).toEqual({ ok: false, error: { kind: 'rejected', message: '标题重复' } });
    albums.failures.create = new BusinessError(20400, '参数错误', { images: ['图片地址不能为空'] });
    expect(await create.execute(albumInput())).toEqual({ ok: false, error: { kind: 'rejected', message: '图片地址不能为空' } });
  });

  it('succeeds when the create answer carries no data', async () => {
    const { albums, create } = setup();
    albums.create = async () => ok(null as never);
    expect(await create.execute(albumInput())).toEqual({ ok: true, value: 0 });
  });

  it('refuses group, banner-1 sub-accounts and frozen companies without uploading', async () => {
    for (const [actor, message] of [
      [ACTORS.group, '暂无该权限'],
      [{ ...ACTORS.designer, permissions: { rendering: 2, banner: 1 } }, '暂无该权限'],
      [ACTORS.frozen, '您的公司账号为冻结状态，无法操作'],
    ] as const) {
      const { storage, create } = setup(actor);
      expect(await create.execute(albumInput())).toEqual({ ok: false, error: { kind: 'forbidden', message } });
      expect(storage.uploads).toEqual([]);
    }
  });
});
