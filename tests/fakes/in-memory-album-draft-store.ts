import type { AlbumDraftStore, AlbumImageDraft } from '../../src/application/ports/album-draft-store';

/** Album create's image draft in memory; `broken` makes every call fail as a refused IndexedDB would. */
export class InMemoryAlbumDraftStore implements AlbumDraftStore {
  stored: unknown = undefined;
  broken = false;

  async load(): Promise<unknown> {
    if (this.broken) throw new Error('IndexedDB unavailable');
    return this.stored;
  }

  async save(draft: AlbumImageDraft): Promise<void> {
    if (this.broken) throw new Error('IndexedDB unavailable');
    this.stored = draft;
  }

  async clear(): Promise<void> {
    if (this.broken) throw new Error('IndexedDB unavailable');
    this.stored = undefined;
  }
}
