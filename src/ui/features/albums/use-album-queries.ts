import { useQuery } from '@tanstack/react-query';
import { LoadAlbums } from '../../../application/albums/load-albums';
import { LoadAlbum } from '../../../application/albums/load-album';
import { LoadAlbumTags } from '../../../application/albums/load-album-tags';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { ALBUM_PAGE_SIZE } from '../../../domain/album/album';
import { useService } from '../../shared/container-context';
import { contentKeys, useContentItem, usePagedList } from '../../components/content/use-content-queries';

export const albumKeys = { ...contentKeys('albums'), tags: ['albums', 'tags'] as const };

/** Pages of 6 by review status and title search. */
export function useAlbumList(status: ReviewStatus | undefined, search: string) {
  const load = useService(LoadAlbums);
  return usePagedList({
    queryKey: albumKeys.list(status ?? 0, search),
    pageSize: ALBUM_PAGE_SIZE,
    load: (page) => load.execute({ page, status, search }),
  });
}

export function useAlbum(id: number) {
  const load = useService(LoadAlbum);
  return useContentItem(albumKeys.one(id), id, (albumId) => load.execute(albumId));
}

export function useAlbumTags() {
  const load = useService(LoadAlbumTags);
  return useQuery({ queryKey: albumKeys.tags, queryFn: () => load.execute(), staleTime: 10 * 60_000 });
}
