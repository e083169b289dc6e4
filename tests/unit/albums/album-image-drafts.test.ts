import { describe, expect, it } from 'vitest';
import { AlbumImageDrafts, keptImages, parseImageDraft, withStoredKeys } from '../../../src/application/albums/album-image-drafts';
import { type AlbumDraftImage, needsUpload } from '../../../src/application/albums/album-submission';
import { InMemoryAlbumDraftStore } from '../../fakes/in-memory-album-draft-store';
import { signInAs, signedInSession } from '../../fakes/signed-in-session';
import { createSessionModel } from '../../../src/application/session/session.model';
import { fakeFile } from '../../fakes/in-memory-file-storage';
import { newImages } from './album-input';
import { loaded } from '../../fakes/loaded';

/** Form images carry more than their data: a preview address. */
const formImages = () => newImages(3).map((i) => ({ ...i, previewUrl: `blob:${i.id}` }));

describe('what a retry uploads', () => {
  it('uploads a picked file without a key; a stored key or an existing photo is not sent again', () => {
    const file = fakeFile('a.jpg', 1);
    expect(needsUpload({ file })).toBe(true);
    expect(needsUpload({ file, key: 'album/1-a.jpg' })).toBe(false);
    expect(needsUpload({ key: 'album/old.jpg' })).toBe(false);
    expect(needsUpload({ file, key: '' })).toBe(true);
  });

  it('gives each image the key an interrupted upload obtained, leaving the others and existing keys', () => {
    const images = [...formImages(), { id: 'old', key: 'album/old.jpg', intro: '', spaceTag: '', partTag: '', error: null, previewUrl: '' }];
    const next = withStoredKeys(images, { n1: 'album/1-img1.jpg', n3: 'album/2-img3.jpg', old: 'album/other.jpg' });
    expect(next.map((i) => i.key)).toEqual(['album/1-img1.jpg', undefined, 'album/2-img3.jpg', 'album/old.jpg']);
    expect(next.map(needsUpload)).toEqual([false, true, false, false]);
    expect(next[0].previewUrl).toBe('blob:n1');
    expect(images[0].key).toBeUndefined();
  });
});

describe('the stored draft', () => {
  it('keeps only the data of each image: file, key, intro, tags, rule message', () => {
    const [image] = withStoredKeys(formImages(), { n1: 'album/1-img1.jpg' });
    expect(keptImages([image])).toEqual([
      { id: 'n1', file: image.file, key: 'album/1-img1.jpg', intro: '第1张', spaceTag: '401', partTag: '', error: null },
    ]);
  });

  it('puts back a well-formed draft and ignores anything else', () => {
    const images = keptImages(newImages(2));
    expect(parseImageDraft({ images, coverId: 'n2' })).toEqual({ images, coverId: 'n2' });
    expect(parseImageDraft({ images, coverId: 7 })).toEqual({ images, coverId: null });
    expect(parseImageDraft({ images: [{ ...images[0], error: '图片不能小于200K' }] })?.images[0].error).toBe('图片不能小于200K');
    for (const raw of [undefined, null, 'x', {}, { images: [] }, { images: 'a' }]) expect(parseImageDraft(raw)).toBeNull();
    const broken: unknown[] = [{ ...images[0], file: 'not a file' }, { ...images[0], id: 3 }, { ...images[0], intro: null }, { ...images[0], key: 5 }, { ...images[0], error: 1 }];
    for (const image of broken) expect(parseImageDraft({ images: [images[1], image] })).toBeNull();
    for (const image of [null, 'n1', 7]) expect(parseImageDraft({ images: [images[1], image] })).toBeNull();
  });
});

describe('AlbumImageDrafts', () => {
  it('keeps the picked images with their fields and keys, restores them, and discards them', async () => {
    const store = new InMemoryAlbumDraftStore();
    const drafts = new AlbumImageDrafts(loaded(store), signedInSession(1001));
    const images = withStoredKeys(formImages(), { n2: 'album/1-img2.jpg' });
    expect(await drafts.keep(images, 'n2')).toBe(true);
    const restored = await drafts.restore();
    expect(restored).toEqual({ images: keptImages(images), coverId: 'n2' });
    expect(restored?.images.filter(needsUpload).map((i) => i.id)).toEqual(['n1', 'n3']);
    await drafts.discard();
    expect(await drafts.restore()).toBeNull();
  });

  it('keeps nothing for images without a file (photos of an album being edited)', async () => {
    const store = new InMemoryAlbumDraftStore();
    const old: AlbumDraftImage = { id: 'photo-1', key: 'album/old.jpg', intro: '', spaceTag: '', partTag: '', error: null };
    expect(await new AlbumImageDrafts(loaded(store), signedInSession(1001)).keep([old, ...newImages(1)], null)).toBe(false);
    expect(store.stored).toBeUndefined();
  });

  it('answers false, nothing and quietly when the browser refuses storage', async () => {
    const store = new InMemoryAlbumDraftStore();
    store.broken = true;
    const drafts = new AlbumImageDrafts(loaded(store), signedInSession(1001));
    expect(await drafts.keep(newImages(2), null)).toBe(false);
    expect(await drafts.restore()).toBeNull();
    await expect(drafts.discard()).resolves.toBeUndefined();
  });

  it('belongs to the signed-in user: another user of the browser gets nothing back, and clearing theirs leaves it', async () => {
    const store = new InMemoryAlbumDraftStore();
    const session = signedInSession(1001);
    const drafts = new AlbumImageDrafts(loaded(store), session);
    const images = keptImages(newImages(2));
    expect(await drafts.keep(images, 'n2')).toBe(true);

    signInAs(session, 1002);
    expect(await drafts.restore()).toBeNull();
    await drafts.discard();

    signInAs(session, 1001);
    expect(await drafts.restore()).toEqual({ images, coverId: 'n2' });
  });

  it('keeps and restores nothing without a signed-in user', async () => {
    const store = new InMemoryAlbumDraftStore();
    await new AlbumImageDrafts(loaded(store), signedInSession(1001)).keep(newImages(1), null);
    const nobody = new AlbumImageDrafts(loaded(store), createSessionModel());
    expect(await nobody.keep(newImages(2), null)).toBe(false);
    expect(await nobody.restore()).toBeNull();
    await nobody.discard();
    expect(store.byOwner.size).toBe(1);
  });
});
