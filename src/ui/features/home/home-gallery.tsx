import { Box, HStack, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { AlbumSummary } from '../../../application/ports/home-gateway';
import { HOME_ALBUM_COUNT } from '../../../domain/order/order-tabs';
import { timeOf } from '../../../domain/order/order-display';

export const NO_RENDERING_PERMISSION = '您暂无浏览效果图权限';
const UPLOAD_PATH = '/picture/create';

const coverOf = (a: AlbumSummary) =>
  (a.album_photos.find((p) => String(p.photo_id) === String(a.album_cover)) ?? a.album_photos[0])?.raw_url;

function AlbumCard({ album }: { album: AlbumSummary }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.100" rounded="md" overflow="hidden">
      <Image src={coverOf(album)} alt={album.album_name} w="full" h="40" objectFit="cover" bg="gray.100" />
      <Box p="3">
        <Text fontWeight="medium" truncate>
          {album.album_name}
        </Text>
        <Text fontSize="xs" color="gray.500">
          {album.album_user_name} · {timeOf(album.album_timestamp, 'yyyy-MM-dd')}
        </Text>
      </Box>
    </Box>
  );
}

function UploadPrompt() {
  return (
    <Box as="li" borderWidth="1px" borderStyle="dashed" borderColor="gray.300" rounded="md" display="flex" alignItems="center" justifyContent="center" minH="52" p="4" textAlign="center">
      <Box>
        <Text color="gray.600" mb="2">
          上传更多效果图，展示公司实力
        </Text>
        <Link to={UPLOAD_PATH} className="text-link">
          上传效果图
        </Link>
      </Box>
    </Box>
  );
}

/** 3 albums, an upload prompt while fewer exist; 您暂无浏览效果图权限 when the permission is 0. */
export function HomeGallery({ allowed, albums, canUpload }: { allowed: boolean; albums: AlbumSummary[] | undefined; canUpload: boolean }) {
  const list = albums ?? [];
  return (
    <Box as="section" aria-labelledby="gallery-heading" bg="white" rounded="md" p="6" shadow="xs">
      <HStack justify="space-between" mb="3">
        <Heading id="gallery-heading" as="h2" size="md">
          效果图
        </Heading>
        {allowed && (
          <Link to="/picture" className="text-link">
            查看全部
          </Link>
        )}
      </HStack>
      {!allowed && <Text color="gray.500">{NO_RENDERING_PERMISSION}</Text>}
      {allowed && albums && (
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" aria-label="效果图列表">
          {list.map((a) => (
            <AlbumCard key={a.album_id} album={a} />
          ))}
          {canUpload && list.length < HOME_ALBUM_COUNT && <UploadPrompt />}
        </SimpleGrid>
      )}
    </Box>
  );
}
