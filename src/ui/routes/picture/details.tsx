import { useParams } from '@tanstack/react-router';
import { AlbumDetails } from '../../features/albums/album-details';
import { ContentNotFound } from '../../components/content/content-not-found';
import { useAlbum, useAlbumTags } from '../../features/albums/use-album-queries';
import { LoadingSpinner } from '../../components/loading-spinner';

/** /picture/details/{id}. */
export default function AlbumDetailsPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const album = useAlbum(Number(id));
  const tags = useAlbumTags();
  if (album.isPending) return <LoadingSpinner />;
  if (!album.data) return <ContentNotFound to="/picture" />;
  return <AlbumDetails album={album.data} tags={tags.data} />;
}
