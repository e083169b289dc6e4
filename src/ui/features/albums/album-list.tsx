import { SimpleGrid } from '@chakra-ui/react';
import { DELETE_SUCCESS, DeleteAlbum } from '../../../application/albums/delete-album';
import { TOKENS } from '../../../application/tokens';
import { albumDeleteBlocker } from '../../../domain/album/album-permissions';
import type { Album } from '../../../domain/album/album';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { useService } from '../../platform/container-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useScrolledPages } from '../../components/infinite-scroll';
import { FirstPageLoading, ListFooter } from '../../components/content/list-footer';
import { useContentActor } from '../../components/content/use-content-actor';
import { useContentDelete } from '../../components/content/use-confirmed-delete';
import { AlbumCard } from './album-card';
import { albumKeys, useAlbumList } from './use-album-queries';

/** Albums infinite scroll triggers 500 px from the bottom (spec 2 section 9). */
const ALBUM_SCROLL_THRESHOLD = 500;

export function AlbumList({ status, search }: { status: ReviewStatus | undefined; search: string }) {
  const actor = useContentActor();
  const query = useAlbumList(status, search);
  const { items: albums, pending } = useScrolledPages(query, ALBUM_SCROLL_THRESHOLD);
  const remove = useService(DeleteAlbum);
  const deletion = useContentDelete(remove, albumKeys.all, { success: DELETE_SUCCESS, refusal: 'error' });

  const notifier = useService(TOKENS.Notifier);
  // The permission is checked before the confirm: a view-only or banner-1 sub-account hears 暂无该权限 at once.
  const askDelete = (album: Album) => {
    const blocked = albumDeleteBlocker(actor, album.album_status);
    if (blocked) return notifier.warning(blocked);
    deletion.ask(album);
  };

  return (
    <>
      {pending && <FirstPageLoading />}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" aria-label="组图列表" aria-busy={pending}>
        {albums.map((album) => (
          <li key={album.album_id}>
            <AlbumCard album={album} actor={actor} onDelete={askDelete} />
          </li>
        ))}
      </SimpleGrid>
      <ListFooter query={query} firstPagePending={pending} loading={query.isFetching} empty={query.isSuccess && !pending && albums.length === 0} ended={!query.hasNextPage && albums.length > 0} />
      <ConfirmDialog {...deletion.dialog}>
        请确认是否删除该条信息
      </ConfirmDialog>
    </>
  );
}
