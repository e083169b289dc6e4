import { albumUseCase } from './album-use-case';
import { type Result, err, ok } from '../../domain/common/result';
import { deleteRefusal } from './delete-album';
import { type AlbumSaveError, type AlbumSaveInput, saveFailure, prepareEdit } from './album-submission';

type Old = { id: number; status: number };

/**
 * /picture/edit/{id}: editing submits a new album (with its tags) and then deletes the old
 * one, so the new album goes through review while the rejected one disappears.
 */
export const EditAlbum = albumUseCase(async ({ albums, storage, actor }, old: Old, input: AlbumSaveInput): Promise<Result<number, AlbumSaveError>> => {
  const payload = await prepareEdit(storage, actor.get(), old.status, input);
  if (!payload.ok) return payload;
  const created = await (await albums()).create(payload.value);
  if (!created.ok) return err(saveFailure(created.error));
  const removed = await (await albums()).remove(old.id);
  if (!removed.ok) return err({ kind: 'rejected', message: deleteRefusal(removed.error) });
  return ok(created.value?.album_id ?? 0);
});
export type EditAlbum = InstanceType<typeof EditAlbum>;

