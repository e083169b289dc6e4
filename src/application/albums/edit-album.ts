import { inject, injectable } from 'inversify';
import { TOKENS, contentGateway } from '../tokens';
import type { AreaGateway } from '../ports/content-gateway';
import type { FileStorage } from '../ports/file-storage';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/common/result';
import { deleteRefusal } from './delete-album';
import { type AlbumSaveError, type AlbumSaveInput, saveFailure, prepareEdit } from './album-submission';
import type { Load } from '../ports/load';

/**
 * /picture/edit/{id}: editing submits a new album (with its tags) and then deletes the old
 * one, so the new album goes through review while the rejected one disappears.
 */
@injectable()
export class EditAlbum {
  constructor(
    @inject(contentGateway('albums')) private readonly albums: Load<AreaGateway<'albums'>>,
    @inject(TOKENS.FileStorage) private readonly storage: Load<FileStorage>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(old: { id: number; status: number }, input: AlbumSaveInput): Promise<Result<number, AlbumSaveError>> {
    const payload = await prepareEdit(this.storage, this.actor.get(), old.status, input);
    if (!payload.ok) return payload;
    const created = await (await this.albums()).create(payload.value);
    if (!created.ok) return err(saveFailure(created.error));
    const removed = await (await this.albums()).remove(old.id);
    if (!removed.ok) return err({ kind: 'rejected', message: deleteRefusal(removed.error) });
    return ok(created.value?.album_id ?? 0);
  }
}
