import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { AlbumDetails } from '../../features/albums/album-details';
import { useAlbum, useAlbumTags } from '../../features/albums/use-album-queries';

/** /picture/details/{id}. */
export default function AlbumDetailsPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const album = useAlbum(Number(id));
  const tags = useAlbumTags();
  if (album.isPending) return <Spinner aria-label="加载中" />;
  if (!album.data)
    return (
      <Stack align="start">
        <Text>暂无数据</Text>
        <Button asChild size="sm" variant="outline">
          <Link to="/picture">返回列表</Link>
        </Button>
      </Stack>
    );
  return <AlbumDetails album={album.data} tags={tags.data} />;
}
