import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadAlbums } from '../../../application/albums/load-albums';
import { LoadAlbum } from '../../../application/albums/load-album';
import { LoadAlbumTags } from '../../../application/albums/load-album-tags';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { ALBUM_PAGE_SIZE } from '../../../domain/album/album';
import { useService } from '../../app/container-context';
import { RELOADS_ONLINE } from '../../components/load-failed';

export const albumKeys = {
  all: ['albums'] as const,
  list: (status: ReviewStatus | undefined, search: string) => ['albums', 'list', status ?? 0, search] as const,
  one: (id: number) => ['albums', 'one', id] as const,
  tags: ['albums', 'tags'] as const,
};

/** Pages of 6; the next page exists while fewer than `total` albums have been loaded. */
export function useAlbumList(status: ReviewStatus | undefined, search: string) {
  const load = useService(LoadAlbums);
  return useInfiniteQuery({
    queryKey: albumKeys.list(status, search),
    queryFn: ({ pageParam }) => load.execute({ page: pageParam, status, search }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length === ALBUM_PAGE_SIZE && loaded < last.total ? lastParam + 1 : undefined;
    },
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
}

export function useAlbum(id: number) {
  const load = useService(LoadAlbum);
  return useQuery({ queryKey: albumKeys.one(id), queryFn: () => load.execute(id), staleTime: 0 });
}

export function useAlbumTags() {
  const load = useService(LoadAlbumTags);
  return useQuery({ queryKey: albumKeys.tags, queryFn: () => load.execute(), staleTime: 10 * 60_000 });
}
