import type { AlbumDraftImage } from '../albums/album-submission';

/** The picked images of album create (files, per-image fields, stored keys) and the cover. */
export interface AlbumImageDraft {
  images: AlbumDraftImage[];
  coverId: string | null;
}

/**
 * Browser storage that keeps album create's picked images across the reload of the
 * upload-failure dialog. `load` answers whatever was stored (or nothing): the caller checks it.
 */
export interface AlbumDraftStore {
  load(): Promise<unknown>;
  save(draft: AlbumImageDraft): Promise<void>;
  clear(): Promise<void>;
}
