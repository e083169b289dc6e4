import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { InspectAlbumImages } from '../../../application/albums/inspect-album-images';
import type { AlbumDraftImage } from '../../../application/albums/album-submission';
import { type Album, coverPhoto } from '../../../domain/album/album';
import { checkImageHeight } from '../../../domain/album/album-images';
import { useService } from '../../app/container-context';

export interface FormImage extends AlbumDraftImage {
  previewUrl: string;
  progress: number | null;
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
    progress: null,
  }));
}

/** The image list of the album form: picking (with the domain checks), editing, cover, progress. */
export function useAlbumImages(album?: Album) {
  const inspect = useService(InspectAlbumImages);
  const notifier = useService(TOKENS.Notifier);
  const [images, setImages] = useState<FormImage[]>(() => albumImages(album));
  const initialCover = album ? coverPhoto(album) : undefined;
  const [coverId, setCoverId] = useState<string | null>(initialCover ? `photo-${initialCover.photo_id}` : null);
  const urls = useRef<string[]>([]);

  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const add = useCallback(
    async (files: File[]) => {
      const result = await inspect.execute(files, images.length);
      if (!result.ok) return notifier.error(result.error);
      const added = result.value.map(({ file, error }) => {
        const previewUrl = URL.createObjectURL(file);
        urls.current.push(previewUrl);
        return { id: nextId(), file, previewUrl, intro: '', spaceTag: '', partTag: '', error, progress: null };
      });
      new Set(added.map((i) => i.error).filter(Boolean)).forEach((m) => notifier.warning(m as string));
      setImages((list) => [...list, ...added]);
    },
    [images.length, inspect, notifier],
  );

  const update = useCallback((id: string, patch: Partial<FormImage>) => {
    setImages((list) => list.map((i) => (i.id === id ? { ...i, ...patch } : i)));
  }, []);

  const remove = useCallback((id: string) => {
    setImages((list) => list.filter((i) => i.id !== id));
    setCoverId((c) => (c === id ? null : c));
  }, []);

  const clearProgress = useCallback(() => {
    setImages((list) => list.map((i) => (i.progress === null ? i : { ...i, progress: null })));
  }, []);

  const reset = useCallback(() => {
    setImages([]);
    setCoverId(null);
  }, []);

  /** The cover shown and sent: the chosen one, else the first usable image. */
  const effectiveCover = images.some((i) => i.id === coverId && !i.error) ? coverId : (images.find((i) => !i.error)?.id ?? null);

  return { images, add, update, remove, reset, clearProgress, coverId: effectiveCover, setCoverId };
}
