import { useEffect, useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { CreateAlbum } from '../../../application/albums/create-album';
import { EditAlbum } from '../../../application/albums/edit-album';
import { ReeditAlbum } from '../../../application/albums/reedit-album';
import { withStoredKeys } from '../../../application/albums/album-image-drafts';
import type { AlbumSaveError, AlbumSaveInput } from '../../../application/albums/album-submission';
import type { Album } from '../../../domain/album/album';
import { ALBUM_MESSAGES, type AlbumField, EMPTY_ALBUM_FORM, canSubmitAlbum } from '../../../domain/album/album-form';
import { useService } from '../../platform/container-context';
import { useAppForm } from '../../components/form/form-kit';
import { type AlbumEditorValues, textOf, useAlbumDrafts } from './use-album-drafts';
import { albumCoverId, albumImages, effectiveCover, usePreviews } from './use-album-images';
import { albumKeys } from './use-album-queries';

export type AlbumFormMode = 'create' | 'edit' | 'reedit';

const EMPTY_EDITOR: AlbumEditorValues = { ...EMPTY_ALBUM_FORM, images: [], coverId: null };

function defaultsOf(album?: Album): AlbumEditorValues {
  if (!album) return EMPTY_EDITOR;
  const s = (v: number | null | undefined) => (v ? String(v) : '');
  return {
    title: album.album_name,
    style: s(album.album_style),
    houseModel: s(album.album_house_model),
    houseSize: s(album.album_house_size),
    budget: s(album.album_budget),
    intro: album.album_intro ?? '',
    images: albumImages(album),
    coverId: albumCoverId(album),
  };
}

/**
 * The album form of create, edit and reedit on TanStack Form: text fields and the picked images
 * are form values (a failed submit keeps them), the domain's rules are the field validators,
 * one submit at a time, and the save outcomes of spec 2 sections 5 and 8. After an upload
 * failure, create keeps its images in IndexedDB and reloads; the retry uploads only the images
 * that have no stored key yet.
 */
export function useAlbumForm(mode: AlbumFormMode, album?: Album) {
  const services = { create: useService(CreateAlbum), edit: useService(EditAlbum), reedit: useService(ReeditAlbum) };
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const navigate = useNavigate();
  const preview = usePreviews();
  const [defaults] = useState(() => defaultsOf(album));
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  const [confirmDrop, setConfirmDrop] = useState<string | null>(null);
  const [uploadFailed, setUploadFailed] = useState<{ reload: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);

  const old = album && { id: album.album_id, status: album.album_status };
  // Create, edit (a new album replaces the old one) or re-edit, by the page's mode.
  const saving = useMutation({
    mutationFn: (input: AlbumSaveInput) =>
      mode === 'create' || !old ? services.create.execute(input) : mode === 'edit' ? services.edit.execute(old, input) : services.reedit.execute(old, input),
    // Mark only: refetching the album this page shows (deleted by edit, pending after
    // re-edit) would answer 组图不存在 or the edit refusal right after 修改成功!.
    onSuccess: (result) => (result.ok ? client.invalidateQueries({ queryKey: albumKeys.all, refetchType: 'none' }) : undefined),
  });

  const form = useAppForm({
    defaultValues: defaults,
    onSubmitMeta: { dropConfirmed: false },
    onSubmitInvalid: () => notifier.error(ALBUM_MESSAGES.invalidForm),
    onSubmit: async ({ value, meta }) => {
      setConfirmDrop(null);
      const input = { values: textOf(value), images: value.images, coverId: effectiveCover(value.images, value.coverId), dropConfirmed: meta.dropConfirmed };
      const onProgress = (id: string, percent: number) => setProgress((p) => ({ ...p, [id]: percent }));
      // A thrown failure has been told by the request layer; everything typed and picked stays.
      const result = await saving.mutateAsync({ ...input, onProgress }).catch(() => null);
      setProgress({});
      if (!result) return;
      if (result.ok) {
        await drafts.forget();
        notifier.success(mode === 'create' ? ALBUM_MESSAGES.created : '修改成功!');
        await navigate({ to: '/picture' });
        return;
      }
      await fail(result.error);
    },
  });

  const fail = async (error: AlbumSaveError) => {
    if (error.kind === 'upload-failed') {
      form.setFieldValue('images', (list) => withStoredKeys(list, error.stored));
      setUploadFailed({ reload: await drafts.keep(form.state.values) });
    } else if (error.kind === 'invalid') {
      for (const [name, message] of Object.entries(error.fields))
        form.setFieldMeta(name as AlbumField, (m) => ({ ...m, errorMap: { ...m.errorMap, onServer: message } }));
      notifier.error(error.message);
    } else if (error.kind === 'confirm-drop') setConfirmDrop(error.message);
    else if (error.kind === 'reset') {
      // 20022: the form is cleared without a word (spec 2 section 8).
      form.reset(EMPTY_EDITOR, { keepDefaultValues: true });
      await drafts.forget();
    } else if (error.kind === 'forbidden') notifier.warning(error.message);
    else if (error.message) notifier.error(error.message);
  };

  const drafts = useAlbumDrafts(mode === 'create', form, (draft) => {
    const restored = draft.images.map((i) => ({ ...i, previewUrl: preview(i.file as Blob) }));
    form.setFieldValue('images', (list) => (list.length ? list : restored));
    form.setFieldValue('coverId', (cover) => cover ?? draft.coverId);
  });

  // The leave guard is gone by now, so the reload does not ask.
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  return {
    form,
    busy: useStore(form.store, (s) => s.isSubmitting),
    canSubmit: useStore(form.store, (s) => canSubmitAlbum(s.values)),
    progress,
    preview,
    confirmDrop,
    cancelDrop: () => setConfirmDrop(null),
    continueDrop: () => {
      if (!form.state.isSubmitting) void form.handleSubmit({ dropConfirmed: true });
    },
    uploadFailed: uploadFailed !== null,
    /** 确定: reload when the images are kept and the browser is online (offline it would show the browser's error page). */
    confirmUploadFailed: () => (uploadFailed?.reload && navigator.onLine ? setReloading(true) : setUploadFailed(null)),
    guarded: !reloading,
    discard: drafts.forget,
  };
}
