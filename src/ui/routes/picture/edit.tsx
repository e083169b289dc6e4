import { useParams } from '@tanstack/react-router';
import { AlbumEditPage } from '../../features/albums/album-edit-page';

/** /picture/edit/{id}: submits a new album, then deletes this one. */
export default function EditAlbumPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return <AlbumEditPage id={Number(id)} mode="edit" />;
}
