import { useState, type KeyboardEvent } from 'react';
import { Box, Button, Flex, HStack, Image, Text } from '@chakra-ui/react';
import type { Photo } from '../../../domain/album/album';
import { ThumbnailStrip } from './thumbnail-strip';

/** The main view box of the details page (spec 2: 794x530). */
export const VIEW_BOX = { width: 794, height: 530 };

/** The album viewer: one photo at a time (794 wide) with its intro and tags, the thumbnails below; arrow keys step through. */
export function Slideshow({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const photo = photos[index];
  const go = (next: number) => setIndex(Math.min(count - 1, Math.max(0, next)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'ArrowRight') go(index + 1);
    else return;
    e.preventDefault();
  };
  if (!photo) return null;
  const [space, part] = photo.photo_attrs ?? [];

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={`${title}图片`} onKeyDown={onKey} w="full">
      <Box position="relative" w="full" maxW={`${VIEW_BOX.width}px`} mx="auto" aspectRatio={VIEW_BOX.width / VIEW_BOX.height} bg="gray.900" rounded="md" overflow="hidden">
        <Image
          src={photo.raw_url || photo.url}
          alt={photo.intro || `${title} 第${index + 1}张`}
          w="full"
          h="full"
          objectFit="contain"
          aria-roledescription="slide"
        />
        <Flex position="absolute" inset="0" align="center" justify="space-between" px="2" pointerEvents="none">
          <Button size="sm" variant="subtle" pointerEvents="auto" onClick={() => go(index - 1)} disabled={index === 0}>
            上一张
          </Button>
          <Button size="sm" variant="subtle" pointerEvents="auto" onClick={() => go(index + 1)} disabled={index === count - 1}>
            下一张
          </Button>
        </Flex>
      </Box>
      {/* The caption wraps (a long word too) beside the counter, which keeps its width. */}
      <HStack justify="space-between" align="start" mt="2" gap="4" maxW={`${VIEW_BOX.width}px`} mx="auto" aria-live="polite">
        <Text fontSize="sm" flex="1" minW="0" overflowWrap="anywhere">
          {photo.intro || '暂无图片描述'}
        </Text>
        <Text fontSize="sm" color="gray.600" whiteSpace="nowrap" flexShrink={0}>
          {[space?.name, part?.name].filter(Boolean).join(' · ')} {index + 1}/{count}
        </Text>
      </HStack>
      <ThumbnailStrip photos={photos} active={index} onSelect={go} />
    </Box>
  );
}
