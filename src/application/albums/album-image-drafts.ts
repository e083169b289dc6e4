import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AlbumDraftStore, AlbumImageDraft } from '../ports/album-draft-store';
import type { SessionModel } from '../session/session.model';
import { draftOwner } from '../../domain/session/draft-owner';
import type { AlbumDraftImage } from './album-submission';
import type { Load } from '../ports/load';

const isText = (v: unknown): v is string => typeof v === 'string';

/** One stored image, if it still has the shape the form needs: a picked file and its fields. */
function parseImage(raw: unknown): AlbumDraftImage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isText(r.id) || !(r.file instanceof Blob)) return null;
  if (!isText(r.intro) || !isText(r.spaceTag) || !isText(r.partTag)) return null;
  if (r.key !== undefined && !isText(r.key)) return null;
  if (r.error !== null && !isText(r.error)) return null;
  return { id: r.id, file: r.file, key: r.key || undefined, intro: r.intro, spaceTag: r.spaceTag, partTag: r.partTag, error: r.error };
}

/** A stored draft as the form can take it back; anything older or foreign counts as none. */
export function parseImageDraft(raw: unknown): AlbumImageDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { images, coverId } = raw as Record<string, unknown>;
  if (!Array.isArray(images) || images.length === 0) return null;
  const parsed = images.map(parseImage);
  if (parsed.some((i) => i === null)) return null;
  return { images: parsed as AlbumDraftImage[], coverId: isText(coverId) ? coverId : null };
}

/** Only the data of each image is kept (no preview address, no progress). */
export const keptImages = (images: readonly AlbumDraftImage[]): AlbumDraftImage[] =>
  images.map(({ id, file, key, intro, spaceTag, partTag, error }) => ({ id, file, key, intro, spaceTag, partTag, error }));

/** The images with the keys an interrupted upload obtained, so these are not sent again. */
export function withStoredKeys<I extends AlbumDraftImage>(images: readonly I[], stored: Readonly<Record<string, string>>): I[] {
  return images.map((image) => (stored[image.id] && !image.key ? { ...image, key: stored[image.id] } : image));
}

/**
 * Album create's picked images kept across the reload that follows an upload failure
 * (spec 2 section 4): kept before it, put back after it, dropped after a create or a discard.
 * They belong to the signed-in user (another user of the same browser never gets them back);
 * without a user nothing is kept or restored. Storage trouble never breaks the form: `keep`
 * answers false, `restore` nothing.
 */
@injectable()
export class AlbumImageDrafts {
  constructor(
    @inject(TOKENS.AlbumDraftStore) private readonly store: Load<AlbumDraftStore>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  private owner(): string | null {
    return draftOwner(this.session.$user.getState()?.user_id);
  }

  async keep(images: readonly AlbumDraftImage[], coverId: string | null): Promise<boolean> {
    const owner = this.owner();
    const kept = keptImages(images);
    if (!owner || !kept.every((i) => i.file)) return false;
    return (await this.store()).save(owner, { images: kept, coverId }).then(
      () => true,
      () => false,
    );
  }

  async restore(): Promise<AlbumImageDraft | null> {
    const owner = this.owner();
    return owner ? parseImageDraft(await (await this.store()).load(owner).catch(() => null)) : null;
  }

  async discard(): Promise<void> {
    const owner = this.owner();
    if (owner) await (await this.store()).clear(owner).catch(() => undefined);
  }
}
