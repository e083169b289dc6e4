import { albumUseCase } from './album-use-case';
import { type Result, err, ok } from '../../domain/common/result';
import { albumCreateBlocker } from '../../domain/album/album-permissions';
import { type AlbumSaveError, type AlbumSaveInput, saveFailure, preparePayload } from './album-submission';

/**
 * Spec 2, /picture/create: permission and form rules first, then the images go to storage
 * (progress per image) and the album is posted with their keys. An upload failure or a
 * missing key stops everything: the screen asks the user to reload and publish again.
 */
export const CreateAlbum = albumUseCase(async ({ albums, storage, actor }, input: AlbumSaveInput): Promise<Result<number, AlbumSaveError>> => {
  const blocked = albumCreateBlocker(actor.get());
  if (blocked) return err({ kind: 'forbidden', message: blocked });
  const payload = await preparePayload(storage, input, false);
  if (!payload.ok) return payload;
  const created = await (await albums()).create(payload.value);
  return created.ok ? ok(created.value?.album_id ?? 0) : err(saveFailure(created.error));
});
export type CreateAlbum = InstanceType<typeof CreateAlbum>;
