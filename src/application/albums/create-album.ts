import { inject, injectable } from 'inversify';
import { TOKENS, contentGateway } from '../tokens';
import type { AreaGateway } from '../ports/content-gateway';
import type { FileStorage } from '../ports/file-storage';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/common/result';
import { albumCreateBlocker } from '../../domain/album/album-permissions';
import { type AlbumSaveError, type AlbumSaveInput, saveFailure, preparePayload } from './album-submission';
import type { Load } from '../ports/load';

/**
 * Spec 2, /picture/create: permission and form rules first, then the images go to storage
 * (progress per image) and the album is posted with their keys. An upload failure or a
 * missing key stops everything: the screen asks the user to reload and publish again.
 */
@injectable()
export class CreateAlbum {
  constructor(
    @inject(contentGateway('albums')) private readonly albums: Load<AreaGateway<'albums'>>,
    @inject(TOKENS.FileStorage) private readonly storage: Load<FileStorage>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(input: AlbumSaveInput): Promise<Result<number, AlbumSaveError>> {
    const blocked = albumCreateBlocker(this.actor.get());
    if (blocked) return err({ kind: 'forbidden', message: blocked });
    const payload = await preparePayload(this.storage, input, false);
    if (!payload.ok) return payload;
    const created = await (await this.albums()).create(payload.value);
    return created.ok ? ok(created.value?.album_id ?? 0) : err(saveFailure(created.error));
  }
}
