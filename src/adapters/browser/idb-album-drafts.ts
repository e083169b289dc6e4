import type { AlbumDraftStore, AlbumImageDraft } from '../../application/ports/album-draft-store';

const DB_NAME = 'merchant-drafts';
const STORE = 'album-create';
const KEY = 'images';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

/** One request in its own transaction; settles when the transaction has committed. */
async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onabort = () => reject(tx.error ?? request.error);
      tx.onerror = () => reject(tx.error ?? request.error);
    });
  } finally {
    db.close();
  }
}

/**
 * Album create's picked images in IndexedDB, which stores File objects as they are
 * (localStorage holds only text). One draft per browser, like the form's text draft.
 */
export class IdbAlbumDrafts implements AlbumDraftStore {
  load(): Promise<unknown> {
    return run('readonly', (store) => store.get(KEY));
  }

  async save(draft: AlbumImageDraft): Promise<void> {
    await run('readwrite', (store) => store.put(draft, KEY));
  }

  async clear(): Promise<void> {
    await run('readwrite', (store) => store.delete(KEY));
  }
}
