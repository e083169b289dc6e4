import { describe, expect, it } from 'vitest';
import {
  type AlbumDraftImage,
  UPLOAD_FAILED_MESSAGE,
  buildAlbumPayload,
  checkSubmission,
  preparePayload,
  saveFailure,
  uploadImages,
} from '../../../src/application/albums/album-submission';
import type { FileStorage, StoredFile } from '../../../src/application/ports/file-storage';
import { BusinessError } from '../../../src/application/errors';
import { ALBUM_MESSAGES, IMAGE_INTRO_MAX } from '../../../src/domain/album/album-form';
import { InMemoryFileStorage } from '../../fakes/in-memory-file-storage';
import { loaded } from '../../fakes/loaded';
import { albumInput, newImages } from './album-input';

/** A storage whose uploads each take a turn of the event loop, counting how many run at once. */
function countingStorage() {
  let inFlight = 0;
  let most = 0;
  const storage: FileStorage = {
    async upload(file) {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve));
      inFlight--;
      return { key: `album/${file.name ?? 'file'}`, url: '' };
    },
  };
  return { storage, most: () => most };
}

describe('album submission', () => {
  it('refuses the form when a single image intro is over its limit, before uploading', async () => {
    const images = newImages(5);
    images[2] = { ...images[2], intro: 'x'.repeat(IMAGE_INTRO_MAX + 1) };
    expect(checkSubmission(albumInput({ images }))).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: {}, message: ALBUM_MESSAGES.invalidForm },
    });
    const storage = new InMemoryFileStorage();
    expect((await preparePayload(loaded(storage), albumInput({ images }), false)).ok).toBe(false);
    expect(storage.uploads).toEqual([]);
  });

  it('uploads three images at a time', async () => {
    const counting = countingStorage();
    const result = await uploadImages(counting.storage, newImages(7));
    expect(result.ok && result.value).toHaveLength(7);
    expect(counting.most()).toBe(3);
  });

  it('counts an upload answered without a key as failed', async () => {
    const storage: FileStorage = { upload: async () => ({}) as StoredFile };
    const result = await uploadImages(storage, newImages(5));
    expect(result).toEqual({ ok: false, error: { kind: 'upload-failed', message: UPLOAD_FAILED_MESSAGE, stored: {} } });
  });

  it('sends the album intro and each image intro without surrounding spaces', () => {
    const input = albumInput({ values: { ...albumInput().values, intro: '  三居室  ' } });
    const images: AlbumDraftImage[] = newImages(5).map((image) => ({ ...image, intro: ` ${image.intro}\n` }));
    const payload = buildAlbumPayload(input, images, ['k1', 'k2', 'k3', 'k4', 'k5'], false);
    expect(payload.intro).toBe('三居室');
    expect(payload.images.map((i) => i.intro)).toEqual(['第1张', '第2张', '第3张', '第4张', '第5张']);
  });

  it('shows data.images when data.title is absent or empty', () => {
    for (const data of [{ images: ['没有图片'] }, { title: '', images: '没有图片' }, { title: 7, images: ['没有图片'] }]) {
      expect(saveFailure(new BusinessError(20400, '参数错误', data))).toEqual({ kind: 'rejected', message: '没有图片' });
    }
  });

  it('falls back to the server msg, and makes up no text when the refusal has none', () => {
    expect(saveFailure(new BusinessError(20400, '参数错误', { title: '' }))).toEqual({ kind: 'rejected', message: '参数错误' });
    expect(saveFailure(new BusinessError(20400, '', {}))).toEqual({ kind: 'rejected', message: '' });
  });

  it('reports an upload failure that keeps the stored keys when the storage module does not arrive', async () => {
    const images: AlbumDraftImage[] = newImages(5).map((image, i) => (i < 2 ? { ...image, key: `album/old-${i}.jpg` } : image));
    const offline = () => Promise.reject(new Error('chunk failed'));
    expect(await preparePayload(offline, albumInput({ images }), false)).toEqual({
      ok: false,
      error: { kind: 'upload-failed', message: UPLOAD_FAILED_MESSAGE, stored: { n1: 'album/old-0.jpg', n2: 'album/old-1.jpg' } },
    });
  });
});
