import type { AlbumDraftStore, AlbumImageDraft } from '../../src/application/ports/album-draft-store';

/** Album create's image drafts in memory, by owner; `broken` makes every call fail as a refused IndexedDB would. */
export class InMemoryAlbumDraftStore implements AlbumDraftStore {
  readonly byOwner = new Map<string, unknown>();
  broken = false;
  /** How many loads were asked for (a visit that restores nothing shows no other sign). */
  loads = 0;

  /** The one stored draft, whoever owns it (tests with a single user). */
  get stored(): unknown {
    return [...this.byOwner.values()][0];
  }

  async load(owner: string): Promise<unknown> {
    this.loads += 1;
    if (this.broken) throw new Error('IndexedDB unavailable');
    return this.byOwner.get(owner);
  }

  async save(owner: string, draft: AlbumImageDraft): Promise<void> {
    if (this.broken) throw new Error('IndexedDB unavailable');
    this.byOwner.set(owner, draft);
  }

  async clear(owner: string): Promise<void> {
    if (this.broken) throw new Error('IndexedDB unavailable');
    this.byOwner.delete(owner);
  }
}
