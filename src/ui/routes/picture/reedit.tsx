import { useParams } from '@tanstack/react-router';
import { AlbumEditPage } from '../../features/albums/album-edit-page';

/** /picture/reedit/{id}: saves the changes into this album (PUT). */
export default function ReeditAlbumPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return <AlbumEditPage id={Number(id)} mode="reedit" />;
}
