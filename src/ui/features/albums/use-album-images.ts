import { useCallback, useEffect, useRef } from 'react';
import { TOKENS } from '../../../application/tokens';
import { InspectAlbumImages } from '../../../application/albums/inspect-album-images';
import type { AlbumDraftImage } from '../../../application/albums/album-submission';
import { type Album, coverPhoto } from '../../../domain/album/album';
import { checkImageHeight } from '../../../domain/album/album-images';
import { useService } from '../../platform/container-context';
import { nextTask } from '../../components/next-task';

/** An image of the album form's `images` field: its data plus where its preview is shown. */
export interface FormImage extends AlbumDraftImage {
  previewUrl: string;
}

let seq = 0;
const nextId = () => `img-${Date.now().toString(36)}-${++seq}`;

/** An album's photos as form images; a photo below the height rule is flagged as non-compliant. */
export function albumImages(album: Album | undefined): FormImage[] {
  return (album?.album_photos ?? []).map((p) => ({
    id: `photo-${p.photo_id}`,
    key: p.raw_url2 || p.raw_url,
    previewUrl: p.url || p.raw_url,
    intro: p.intro ?? '',
    spaceTag: p.photo_attrs?.[0]?.id ? String(p.photo_attrs[0].id) : '',
    partTag: p.photo_attrs?.[1]?.id ? String(p.photo_attrs[1].id) : '',
    error: p.height ? checkImageHeight(p.height) : null,
  }));
}

/** The form id of an album's cover photo. */
export const albumCoverId = (album: Album | undefined) => {
  const cover = album ? coverPhoto(album) : undefined;
  return cover ? `photo-${cover.photo_id}` : null;
};

/** The cover shown and sent: the chosen one, else the first usable image. */
export const effectiveCover = (images: readonly FormImage[], coverId: string | null) =>
  images.some((i) => i.id === coverId && !i.error) ? coverId : (images.find((i) => !i.error)?.id ?? null);

export const patchImage = (list: FormImage[], id: string, patch: Partial<FormImage>) =>
  list.map((i) => (i.id === id ? { ...i, ...patch } : i));

/** Preview addresses of picked files, released when the form goes away. */
export function usePreviews() {
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      urls.current.forEach((u) => URL.revokeObjectURL(u));
      urls.current = [];
    },
    [],
  );
  return useCallback((file: Blob) => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    return url;
  }, []);
}

/** A picked image before it joins the form: its preview address is made as it joins. */
export type PickedImage = Omit<FormImage, 'previewUrl'> & { file: File };

/**
 * Picking images: the over-selection rule, then per file the domain checks, each file's started
 * in a task of its own. Failing files join the list with their message (and a warning each
 * kind); the new images are returned, without
 * preview addresses: making one is a call into the browser's blob registry (1.5-3 ms at 4x CPU),
 * so the field makes them for the images that join in a task, not twenty at once (issue 48).
 */
export function useImagePicker() {
  const inspect = useService(InspectAlbumImages);
  const notifier = useService(TOKENS.Notifier);
  return useCallback(
    async (files: File[], current: number): Promise<PickedImage[]> => {
      const result = await inspect.execute(files, current, nextTask);
      if (!result.ok) {
        notifier.error(result.error);
        return [];
      }
      const added = result.value.map(({ file, error }) => ({ id: nextId(), file, intro: '', spaceTag: '', partTag: '', error }));
      new Set(added.map((i) => i.error).filter(Boolean)).forEach((m) => notifier.warning(m as string));
      return added;
    },
    [inspect, notifier],
  );
}
