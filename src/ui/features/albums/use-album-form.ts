import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { CreateAlbum } from '../../../application/albums/create-album';
import { EditAlbum } from '../../../application/albums/edit-album';
import { ReeditAlbum } from '../../../application/albums/reedit-album';
import type { AlbumSaveError, AlbumSaveInput } from '../../../application/albums/album-submission';
import type { Album } from '../../../domain/album/album';
import { type AlbumField, type AlbumFormValues, EMPTY_ALBUM_FORM } from '../../../domain/album/album-form';
import type { FieldErrors } from '../../../domain/shared/validation';
import { useService } from '../../app/container-context';
import { useDraft } from '../content/use-draft';
import { useAlbumImages } from './use-album-images';
import { albumKeys } from './use-album-queries';

export type AlbumFormMode = 'create' | 'edit' | 'reedit';

const valuesOf = (album?: Album): AlbumFormValues => {
  if (!album) return EMPTY_ALBUM_FORM;
  const s = (v: number | null | undefined) => (v ? String(v) : '');
  return {
    title: album.album_name,
    style: s(album.album_style),
    houseModel: s(album.album_house_model),
    houseSize: s(album.album_house_size),
    budget: s(album.album_budget),
    intro: album.album_intro ?? '',
  };
};

/** State and submit flow of the album form, shared by create, edit and reedit. */
export function useAlbumForm(mode: AlbumFormMode, album?: Album) {
  const draft = useDraft<AlbumFormValues>(mode === 'create' ? 'album-create' : null, valuesOf(album));
  const images = useAlbumImages(album);
  const [errors, setErrors] = useState<FieldErrors<AlbumField>>({});
  const [busy, setBusy] = useState(false);
  const [confirmDrop, setConfirmDrop] = useState<string | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);
  const services = { create: useService(CreateAlbum), edit: useService(EditAlbum), reedit: useService(ReeditAlbum) };
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const navigate = useNavigate();

  const run = (input: AlbumSaveInput) => {
    if (mode === 'create' || !album) return services.create.execute(input);
    const old = { id: album.album_id, status: album.album_status };
    return mode === 'edit' ? services.edit.execute(old, input) : services.reedit.execute(old, input);
  };

  const fail = (error: AlbumSaveError) => {
    if (error.kind === 'invalid') {
      setErrors(error.fields);
      notifier.error(error.message);
    } else if (error.kind === 'confirm-drop') setConfirmDrop(error.message);
    else if (error.kind === 'upload-failed') setUploadFailed(true);
    else if (error.kind === 'reset') {
      // 20022: the form is cleared without a word (spec 2 section 8).
      draft.setValue(EMPTY_ALBUM_FORM);
      images.reset();
      setErrors({});
    } else if (error.kind === 'forbidden') notifier.warning(error.message);
    else if (error.message) notifier.error(error.message);
  };

  const submit = async (dropConfirmed = false) => {
    if (busy) return;
    setBusy(true);
    setConfirmDrop(null);
    try {
      const result = await run({
        values: draft.value,
        images: images.images,
        coverId: images.coverId,
        dropConfirmed,
        onProgress: (id, progress) => images.update(id, { progress }),
      });
      if (!result.ok) {
        images.clearProgress();
        return fail(result.error);
      }
      draft.clear();
      notifier.success(mode === 'create' ? '创建成功!' : '修改成功!');
      // Mark only: refetching the album this page shows (deleted by edit, pending after
      // re-edit) would answer 组图不存在 or the edit refusal right after 修改成功!.
      await client.invalidateQueries({ queryKey: albumKeys.all, refetchType: 'none' });
      await navigate({ to: '/picture' });
    } catch {
      // The request layer has told the user; everything typed stays.
    } finally {
      setBusy(false);
    }
  };

  return {
    values: draft.value,
    setValues: draft.setValue,
    errors,
    setErrors,
    images,
    busy,
    submit,
    confirmDrop,
    cancelDrop: () => setConfirmDrop(null),
    uploadFailed,
    dismissUploadFailed: () => setUploadFailed(false),
  };
}
