import { useState } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../../application/tokens';
import { DELETE_SUCCESS, DeleteAlbum } from '../../../application/albums/delete-album';
import type { Album } from '../../../domain/album/album';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { useService } from '../../app/container-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useInfiniteScroll } from '../../components/infinite-scroll';
import { ListFooter } from '../content/list-footer';
import { useContentActor } from '../content/use-content-actor';
import { AlbumCard } from './album-card';
import { albumKeys, useAlbumList } from './use-album-queries';

/** Albums infinite scroll triggers 500 px from the bottom (spec 2 section 9). */
const ALBUM_SCROLL_THRESHOLD = 500;

export function AlbumList({ status, search }: { status: ReviewStatus | undefined; search: string }) {
  const actor = useContentActor();
  const query = useAlbumList(status, search);
  const albums = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [pending, setPending] = useState<Album | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = useService(DeleteAlbum);
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();

  useInfiniteScroll({
    hasMore: Boolean(query.hasNextPage),
    loading: query.isFetching,
    onLoadMore: () => void query.fetchNextPage(),
    threshold: ALBUM_SCROLL_THRESHOLD,
  });

  const confirmDelete = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const result = await remove.execute(pending);
      if (result.ok) {
        notifier.success(DELETE_SUCCESS);
        await client.invalidateQueries({ queryKey: albumKeys.all });
      } else if (result.error) notifier.error(result.error);
    } catch {
      // The request layer has told the user.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" aria-label="组图列表">
        {albums.map((album) => (
          <li key={album.album_id}>
            <AlbumCard album={album} actor={actor} onDelete={setPending} />
          </li>
        ))}
      </SimpleGrid>
      <ListFooter loading={query.isFetching} empty={query.isSuccess && albums.length === 0} ended={!query.hasNextPage && albums.length > 0} />
      <ConfirmDialog open={pending !== null} busy={busy} onConfirm={() => void confirmDelete()} onCancel={() => setPending(null)}>
        请确认是否删除该条信息
      </ConfirmDialog>
    </>
  );
}
