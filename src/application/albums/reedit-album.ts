import { inject, injectable } from 'inversify';
import { TOKENS, contentGateway } from '../tokens';
import type { AreaGateway } from '../ports/content-gateway';
import type { FileStorage } from '../ports/file-storage';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/common/result';
import { type AlbumSaveError, type AlbumSaveInput, saveFailure, prepareEdit } from './album-submission';
import type { Load } from '../ports/load';

/**
 * /picture/reedit/{id}: the second edit variant puts the changed album back in place
 * (PUT /v2/albums/{id}, tags included) instead of replacing it.
 */
@injectable()
export class ReeditAlbum {
  constructor(
    @inject(contentGateway('albums')) private readonly albums: Load<AreaGateway<'albums'>>,
    @inject(TOKENS.FileStorage) private readonly storage: Load<FileStorage>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(old: { id: number; status: number }, input: AlbumSaveInput): Promise<Result<number, AlbumSaveError>> {
    const payload = await prepareEdit(this.storage, this.actor.get(), old.status, input);
    if (!payload.ok) return payload;
    const updated = await (await this.albums()).update(old.id, payload.value);
    return updated.ok ? ok(old.id) : err(saveFailure(updated.error));
  }
}
