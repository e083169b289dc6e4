import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import type { Album, AlbumTags } from '../../../domain/album/album';
import { albumEditBlocker, showsAlbumEdit } from '../../../domain/album/album-permissions';
import { useService } from '../../platform/container-context';
import { StatusBadge } from '../../components/content/status-badge';
import { formatTime } from '../../components/content/format-time';
import { useContentActor } from '../../components/content/use-content-actor';
import { Slideshow } from './slideshow';

const nameOf = (tags: AlbumTags | undefined, group: keyof AlbumTags, id: number | null | undefined) =>
  tags?.[group].find((t) => t.id === id)?.name;

/** /picture/details/{id}: the viewer, the album's facts, and the edit entry of a not-passed album. */
export function AlbumDetails({ album, tags }: { album: Album; tags: AlbumTags | undefined }) {
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const facts = [
    nameOf(tags, 'fg', album.album_style),
    nameOf(tags, 'hx', album.album_house_model),
    nameOf(tags, 'mj', album.album_house_size),
    nameOf(tags, 'zj', album.album_budget),
  ].filter(Boolean);

  const edit = () => {
    const blocked = albumEditBlocker(actor, album.album_status);
    if (blocked) return notifier.warning(blocked);
    void navigate({ to: '/picture/edit/$id', params: { id: String(album.album_id) } });
  };

  return (
    // At full width the card takes the page's gutters, so a whole group of thumbnails (1112 px) fits.
    <Stack gap="5" bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 8 }} px={{ xl: 5 }} mx={{ xl: -6 }}>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <HStack gap="3">
            <Heading as="h1" size="lg">
              {album.album_name}
            </Heading>
            <StatusBadge status={album.album_status} />
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {[album.company_name, album.album_user_name, formatTime(album.album_timestamp), ...facts].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {showsAlbumEdit(actor, album.album_status) && (
          <Button colorPalette="blue" size="sm" onClick={edit}>
            编辑
          </Button>
        )}
      </HStack>
      {album.album_status === 3 && album.album_reject && <Text color="red.600">未通过原因：{album.album_reject}</Text>}
      {album.album_intro && <Text color="gray.700">{album.album_intro}</Text>}
      <Box>
        <Slideshow photos={album.album_photos} title={album.album_name} />
      </Box>
    </Stack>
  );
}
