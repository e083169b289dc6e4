import type { AlbumDraftImage } from '../albums/album-submission';

/** The picked images of album create (files, per-image fields, stored keys) and the cover. */
export interface AlbumImageDraft {
  images: AlbumDraftImage[];
  coverId: string | null;
}

/**
 * Browser storage that keeps album create's picked images across the reload of the
 * upload-failure dialog, one draft per owner (`draftOwner` of the signed-in user). `load`
 * answers whatever that owner has stored (or nothing): the caller checks it.
 */
export interface AlbumDraftStore {
  load(owner: string): Promise<unknown>;
  save(owner: string, draft: AlbumImageDraft): Promise<void>;
  clear(owner: string): Promise<void>;
}
