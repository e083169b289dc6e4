import { AlbumEditor } from '../../features/albums/album-editor';

/** /picture/create: the CreateAlbum form (the route guard has checked permission and frozen state). */
export default function CreateAlbumPage() {
  return <AlbumEditor mode="create" />;
}
