import { describe, expect, it } from 'vitest';
import { EditAlbum } from '../../../src/application/albums/edit-album';
import { ReeditAlbum } from '../../../src/application/albums/reedit-album';
import { DeleteAlbum } from '../../../src/application/albums/delete-album';
import { BusinessError } from '../../../src/application/errors';
import { ok } from '../../../src/domain/common/result';
import type { AlbumPayload } from '../../../src/domain/album/album';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { InMemoryFileStorage } from '../../fakes/in-memory-file-storage';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { albumInput, newImages } from './album-input';
import { loaded } from '../../fakes/loaded';

/** Three photos the album already has and two new files. */
const mixedImages = () => [
  ...[1, 2, 3].map((n) => ({ id: `e${n}`, key: `album/old-${n}.jpg`, intro: '', spaceTag: '', partTag: '', error: null })),
  ...newImages(2),
];

describe('EditAlbum', () => {
  it('creates the new album (with tags) and then deletes the old one', async () => {
    const albums = new InMemoryAlbumGateway();
    const storage = new InMemoryFileStorage();
    const result = await new EditAlbum(loaded(albums), loaded(storage), actorFor(ACTORS.merchant)).execute(
      { id: 105, status: 3 },
      albumInput({ images: mixedImages() }),
    );
    expect(result).toEqual({ ok: true, value: 900 });
    expect(albums.calls.map((c) => c.method)).toEqual(['create', 'remove']);
    expect(albums.calls[1].args).toEqual([105]);
    const payload = albums.calls[0].args[0] as AlbumPayload;
    expect(payload.tags).toEqual([101, 203]);
    expect(payload.images.map((i) => i.url)).toEqual(['album/old-1.jpg', 'album/old-2.jpg', 'album/old-3.jpg', 'album/1-img1.jpg', 'album/2-img2.jpg']);
    expect(storage.uploads).toHaveLength(2);
  });

  it('keeps the old album when an upload fails', async () => {
    const albums = new InMemoryAlbumGateway();
    const storage = new InMemoryFileStorage();
    storage.failWhen = () => true;
    const result = await new EditAlbum(loaded(albums), loaded(storage), actorFor(ACTORS.merchant)).execute({ id: 105, status: 3 }, albumInput());
    expect(result).toMatchObject({ ok: false, error: { kind: 'upload-failed' } });
    expect(albums.calls).toEqual([]);
  });

  it('does not delete the old album when the new one is refused', async () => {
    const albums = new InMemoryAlbumGateway();
    albums.failures.create = new BusinessError(20400, '参数错误', { title: '标题重复' });
    const edit = new EditAlbum(loaded(albums), loaded(new InMemoryFileStorage()), actorFor(ACTORS.merchant));
    expect(await edit.execute({ id: 105, status: 3 }, albumInput())).toEqual({ ok: false, error: { kind: 'rejected', message: '标题重复' } });
    expect(albums.calls.map((c) => c.method)).toEqual(['create']);
  });

  it("shows the 405 msg when the old album's removal is refused after the new one was created", async () => {
    const albums = new InMemoryAlbumGateway();
    albums.failures.remove = new BusinessError(405, '只有未通过的组图可以删除');
    const edit = new EditAlbum(loaded(albums), loaded(new InMemoryFileStorage()), actorFor(ACTORS.merchant));
    expect(await edit.execute({ id: 105, status: 3 }, albumInput())).toEqual({ ok: false, error: { kind: 'rejected', message: '只有未通过的组图可以删除' } });
    expect(albums.calls.map((c) => c.method)).toEqual(['create', 'remove']);
  });

  it('succeeds when the create answer carries no data', async () => {
    const albums = new InMemoryAlbumGateway();
    albums.create = async () => ok(null as never);
    const edit = new EditAlbum(loaded(albums), loaded(new InMemoryFileStorage()), actorFor(ACTORS.merchant));
    expect(await edit.execute({ id: 105, status: 3 }, albumInput())).toEqual({ ok: true, value: 0 });
  });

  it('needs rendering level 2 and a not-passed album', async () => {
    const albums = new InMemoryAlbumGateway();
    const viewOnly = { ...ACTORS.designer, permissions: { rendering: 1, banner: 2 } };
    const refused = await new EditAlbum(loaded(albums), loaded(new InMemoryFileStorage()), actorFor(viewOnly)).execute({ id: 105, status: 3 }, albumInput());
    expect(refused).toEqual({ ok: false, error: { kind: 'forbidden', message: '暂无该权限' } });
    const passed = await new EditAlbum(loaded(albums), loaded(new InMemoryFileStorage()), actorFor(ACTORS.merchant)).execute({ id: 101, status: 1 }, albumInput());
    expect(passed).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(albums.calls).toEqual([]);
  });
});

describe('ReeditAlbum', () => {
  it('puts the album back in place with its tags', async () => {
    const albums = new InMemoryAlbumGateway();
    const result = await new ReeditAlbum(loaded(albums), loaded(new InMemoryFileStorage()), actorFor(ACTORS.designer)).execute(
      { id: 109, status: 3 },
      albumInput({ images: mixedImages() }),
    );
    expect(result).toEqual({ ok: true, value: 109 });
    expect(albums.calls.map((c) => [c.method, c.args[0]])).toEqual([['update', 109]]);
    expect((albums.calls[0].args[1] as AlbumPayload).tags).toEqual([101, 203]);
  });
});

describe('DeleteAlbum', () => {
  it('keeps the album as it is when an upload of the re-edit fails', async () => {
    const albums = new InMemoryAlbumGateway();
    const storage = new InMemoryFileStorage();
    storage.failWhen = () => true;
    const result = await new ReeditAlbum(loaded(albums), loaded(storage), actorFor(ACTORS.merchant)).execute({ id: 105, status: 3 }, albumInput());
    expect(result).toMatchObject({ ok: false, error: { kind: 'upload-failed' } });
    expect(albums.calls).toEqual([]);
  });

  it('deletes a not-passed album', async () => {
    const albums = new InMemoryAlbumGateway();
    expect(await new DeleteAlbum(loaded(albums), actorFor(ACTORS.merchant)).execute({ album_id: 105, album_status: 3 })).toEqual({ ok: true, value: true });
    expect(albums.calls).toEqual([{ method: 'remove', args: [105] }]);
  });

  it('shows the server msg of a 405 and nothing extra for other refusals', async () => {
    const albums = new InMemoryAlbumGateway();
    const del = new DeleteAlbum(loaded(albums), actorFor(ACTORS.merchant));
    albums.failures.remove = new BusinessError(405, '只有未通过的组图可以删除');
    expect(await del.execute({ album_id: 105, album_status: 3 })).toEqual({ ok: false, error: '只有未通过的组图可以删除' });
    albums.failures.remove = new BusinessError(20404, '组图不存在');
    expect(await del.execute({ album_id: 105, album_status: 3 })).toEqual({ ok: false, error: '' });
  });

  it('refuses group accounts and other statuses without calling the server', async () => {
    const albums = new InMemoryAlbumGateway();
    expect(await new DeleteAlbum(loaded(albums), actorFor(ACTORS.group)).execute({ album_id: 110, album_status: 3 })).toEqual({ ok: false, error: '暂无该权限' });
    expect((await new DeleteAlbum(loaded(albums), actorFor(ACTORS.merchant)).execute({ album_id: 101, album_status: 1 })).ok).toBe(false);
    expect(albums.calls).toEqual([]);
  });
});
