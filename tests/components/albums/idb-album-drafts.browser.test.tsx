import { afterEach, describe, expect, it } from 'vitest';
import { IdbAlbumDrafts } from '../../../src/adapters/browser/idb-album-drafts';
import type { AlbumImageDraft } from '../../../src/application/ports/album-draft-store';

const draft = (intro: string): AlbumImageDraft => ({
  images: [{ id: 'n1', file: new File([new Uint8Array(8)], 'a1.jpg', { type: 'image/jpeg' }), intro, spaceTag: '401', partTag: '', error: null }],
  coverId: 'n1',
});

const introOf = (stored: unknown) => (stored as AlbumImageDraft | undefined)?.images[0].intro;

/** Writes a draft as versions before owners did: one key for the whole browser. */
function putUnowned(value: AlbumImageDraft): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('merchant-drafts', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('album-create');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('album-create', 'readwrite');
      tx.objectStore('album-create').put(value, 'images');
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe("album create's image drafts in IndexedDB (Chromium)", () => {
  const store = new IdbAlbumDrafts();
  afterEach(async () => {
    for (const owner of ['user-1001', 'user-1002']) await store.clear(owner);
  });

  it("keeps one draft per owner; another owner's load and clear leave it", async () => {
    await store.save('user-1001', draft('客厅全景'));
    expect(await store.load('user-1002')).toBeUndefined();
    await store.clear('user-1002');
    expect(introOf(await store.load('user-1001'))).toBe('客厅全景');

    await store.save('user-1002', draft('主卧'));
    expect(introOf(await store.load('user-1001'))).toBe('客厅全景');
    expect(introOf(await store.load('user-1002'))).toBe('主卧');
    expect((await store.load('user-1001')) as AlbumImageDraft).toMatchObject({ coverId: 'n1' });
    expect(((await store.load('user-1001')) as AlbumImageDraft).images[0].file).toBeInstanceOf(Blob);
  });

  it('drops the unowned draft of an older version on the first load instead of offering it', async () => {
    await putUnowned(draft('不知道是谁的'));
    expect(await store.load('user-1001')).toBeUndefined();
    await store.save('user-1001', draft('客厅全景'));
    expect(introOf(await store.load('user-1001'))).toBe('客厅全景');
    await putUnowned(draft('不知道是谁的'));
    await store.load('user-1002');
    expect(introOf(await store.load('user-1001'))).toBe('客厅全景');
  });
});
