import { albumUseCase } from './album-use-case';
import { type Result, err, ok } from '../../domain/common/result';
import { type AlbumSaveError, type AlbumSaveInput, saveFailure, prepareEdit } from './album-submission';

/**
 * /picture/reedit/{id}: the second edit variant puts the changed album back in place
 * (PUT /v2/albums/{id}, tags included) instead of replacing it.
 */
export const ReeditAlbum = albumUseCase(async ({ albums, storage, actor }, old: { id: number; status: number }, input: AlbumSaveInput): Promise<Result<number, AlbumSaveError>> => {
  const payload = await prepareEdit(storage, actor.get(), old.status, input);
  if (!payload.ok) return payload;
  const updated = await (await albums()).update(old.id, payload.value);
  return updated.ok ? ok(old.id) : err(saveFailure(updated.error));
});
export type ReeditAlbum = InstanceType<typeof ReeditAlbum>;
