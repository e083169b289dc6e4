import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { albumEditBlocker } from '../../../domain/album/album-permissions';
import { useService } from '../../platform/container-context';
import { useContentActor } from '../../components/content/use-content-actor';
import { ContentNotFound } from '../../components/content/content-not-found';
import { AlbumEditor } from './album-editor';
import { useAlbum } from './use-album-queries';
import { LoadingSpinner } from '../../components/loading-spinner';

/** Loads the album, refuses what may not be edited (back to its details), then shows the form. */
export function AlbumEditPage({ id, mode }: { id: number; mode: 'edit' | 'reedit' }) {
  const album = useAlbum(id);
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const blocked = album.data ? albumEditBlocker(actor, album.data.album_status) : null;

  useEffect(() => {
    if (!blocked) return;
    notifier.warning(blocked);
    void navigate({ to: '/picture/details/$id', params: { id: String(id) }, replace: true });
  }, [blocked, id, navigate, notifier]);

  if (album.isError) return <ContentNotFound to="/picture" />;
  if (!album.data || blocked) return <LoadingSpinner />;
  return <AlbumEditor key={album.data.album_id} mode={mode} album={album.data} />;
}
