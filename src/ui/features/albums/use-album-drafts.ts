import { useCallback, useEffect, useEffectEvent } from 'react';
import { AlbumImageDrafts } from '../../../application/albums/album-image-drafts';
import type { AlbumImageDraft } from '../../../application/ports/album-draft-store';
import type { AlbumFormValues } from '../../../domain/album/album-form';
import { useService } from '../../platform/container-context';
import { useFormDraft } from '../../components/form/use-form-draft';
import type { FormImage } from './use-album-images';

const TEXT_KEY = 'album-create';

export interface AlbumEditorValues extends AlbumFormValues {
  images: FormImage[];
  coverId: string | null;
}

/** The text fields, which localStorage keeps (files cannot go there). */
export const textOf = ({ images: _images, coverId: _cover, ...text }: AlbumEditorValues): AlbumFormValues => text;

type DraftableForm = Parameters<typeof useFormDraft<AlbumEditorValues>>[1];

/**
 * Album create's drafts: the text fields in localStorage while they are edited, the picked
 * images in IndexedDB before the upload-failure reload. Both come back on the signed-in user's
 * next visit (never another user's) and go after a create or a discard. Edit and re-edit keep
 * none (`enabled` false).
 */
export function useAlbumDrafts(enabled: boolean, form: DraftableForm, onRestore: (draft: AlbumImageDraft) => void) {
  const images = useService(AlbumImageDrafts);
  const { clear: clearText, save: saveText } = useFormDraft(enabled ? TEXT_KEY : null, form, textOf);

  const restored = useEffectEvent(onRestore);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void images.restore().then((draft) => {
      if (live && draft) restored(draft);
    });
    return () => {
      live = false;
    };
    // Once per visit: what the user picks afterwards is the form's own business.
  }, [enabled, images]);

  /** Keeps everything at once (the reload follows); false when the images could not be kept. */
  const keep = useCallback(
    async (values: AlbumEditorValues) => {
      if (!enabled) return false;
      saveText(values);
      return images.keep(values.images, values.coverId);
    },
    [enabled, images, saveText],
  );

  const forget = useCallback(async () => {
    clearText();
    if (enabled) await images.discard();
  }, [clearText, enabled, images]);

  return { keep, forget };
}
