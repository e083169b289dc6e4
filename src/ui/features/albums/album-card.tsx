import type { MouseEvent } from 'react';
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { type Album, coverPhoto } from '../../../domain/album/album';
import type { ContentActor } from '../../../domain/content/actor';
import { isGroup } from '../../../domain/content/actor';
import { albumEditBlocker, showsAlbumDelete, showsAlbumEdit } from '../../../domain/album/album-permissions';
import { useService } from '../../platform/container-context';
import { StatusBadge } from '../../components/content/status-badge';
import { formatTime } from '../../components/content/format-time';

/** One album in the list: cover, name, status, reject reason; group accounts see the company. */
export function AlbumCard({ album, actor, onDelete }: { album: Album; actor: ContentActor; onDelete: (album: Album) => void }) {
  const cover = coverPhoto(album);
  const id = String(album.album_id);
  const notifier = useService(TOKENS.Notifier);
  // Refused before leaving the list, rather than by the edit page after it has opened.
  const checkEdit = (e: MouseEvent) => {
    const blocked = albumEditBlocker(actor, album.album_status);
    if (!blocked) return;
    e.preventDefault();
    notifier.warning(blocked);
  };
  return (
    <Box as="article" aria-labelledby={`album-${id}`} bg="white" rounded="md" shadow="xs" overflow="hidden">
      <Box aspectRatio={4 / 3} bg="gray.100">
        {cover && <Image src={cover.url} alt={`${album.album_name}封面`} w="full" h="full" objectFit="cover" loading="lazy" />}
      </Box>
      <Stack p="4" gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text id={`album-${id}`} as="h3" fontWeight="semibold" lineClamp={1} title={album.album_name}>
            {album.album_name}
          </Text>
          <StatusBadge status={album.album_status} />
        </HStack>
        {isGroup(actor) && album.company_name && (
          <Text fontSize="sm" color="gray.600">
            {album.company_name}
          </Text>
        )}
        <Text fontSize="xs" color="gray.500">
          {album.album_user_name} · {formatTime(album.album_timestamp)}
        </Text>
        {album.album_status === 3 && album.album_reject && (
          <Text fontSize="sm" color="red.600">
            未通过原因：{album.album_reject}
          </Text>
        )}
        <HStack gap="2" pt="1">
          <Button asChild size="xs" variant="outline">
            <Link to="/picture/details/$id" params={{ id }}>
              查看
            </Link>
          </Button>
          {showsAlbumEdit(actor, album.album_status) && (
            <Button asChild size="xs" variant="outline">
              <Link to="/picture/reedit/$id" params={{ id }} onClick={checkEdit}>
                编辑
              </Link>
            </Button>
          )}
          {showsAlbumDelete(actor, album.album_status) && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(album)}>
              删除
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
