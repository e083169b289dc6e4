import { LoadAlbums } from '../../../application/albums/load-albums';
import { LoadAlbum } from '../../../application/albums/load-album';
import { LoadAlbumTags } from '../../../application/albums/load-album-tags';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { ALBUM_PAGE_SIZE } from '../../../domain/album/album';
import { useService } from '../../platform/container-context';
import { contentKeys, useContentLookup, useContentOne, usePagedList } from '../../components/content/use-content-queries';

const keys = contentKeys('albums');
export const albumKeys = { ...keys, tags: keys.lookup('tags') };

/** Pages of 6 by review status and title search. */
export function useAlbumList(status: ReviewStatus | undefined, search: string) {
  const load = useService(LoadAlbums);
  return usePagedList({ queryKey: albumKeys.list(status ?? 0, search), pageSize: ALBUM_PAGE_SIZE, load: (page) => load.execute({ page, status, search }) });
}

export const useAlbum = (id: number) => useContentOne(albumKeys, id, LoadAlbum);
export const useAlbumTags = () => useContentLookup(albumKeys.tags, LoadAlbumTags);
