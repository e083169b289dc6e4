import type { AlbumDraftStore, AlbumImageDraft } from '../../application/ports/album-draft-store';

const DB_NAME = 'merchant-drafts';
const STORE = 'album-create';
/** The single key of the drafts from before they had an owner; nobody knows whose they were. */
const UNOWNED_KEY = 'images';

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
 * (localStorage holds only text). One draft per owner (the signed-in user), like the form's
 * text draft; a load first drops the unowned draft of older versions.
 */
export class IdbAlbumDrafts implements AlbumDraftStore {
  load(owner: string): Promise<unknown> {
    return run('readwrite', (store) => {
      store.delete(UNOWNED_KEY);
      return store.get(owner);
    });
  }

  async save(owner: string, draft: AlbumImageDraft): Promise<void> {
    await run('readwrite', (store) => store.put(draft, owner));
  }

  async clear(owner: string): Promise<void> {
    await run('readwrite', (store) => store.delete(owner));
  }
}
