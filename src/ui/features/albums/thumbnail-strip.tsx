import { useEffect, useState } from 'react';
import { Box, Button, HStack, Image } from '@chakra-ui/react';
import type { Photo } from '../../../domain/album/album';

/** Thumbnails come in groups of six; each one takes a 187 px step (177 px wide plus a 10 px gap). */
export const THUMB_STEP = 187;
export const THUMB_GROUP = 6;
const THUMB_WIDTH = 177;

export function ThumbnailStrip({ photos, active, onSelect }: { photos: Photo[]; active: number; onSelect: (index: number) => void }) {
  const groups = Math.ceil(photos.length / THUMB_GROUP);
  const [group, setGroup] = useState(0);

  // Keep the group of the shown photo in view when it changes from the main buttons or the keys.
  useEffect(() => setGroup(Math.floor(active / THUMB_GROUP)), [active]);

  return (
    <HStack mt="3" gap="2" align="center">
      <Button size="xs" variant="outline" aria-label="上一组" onClick={() => setGroup(group - 1)} disabled={group === 0}>
        ‹
      </Button>
      <Box overflow="hidden" flex="1" maxW={`${THUMB_STEP * THUMB_GROUP - 10}px`}>
        <HStack
          as="ul"
          listStyleType="none"
          gap="10px"
          transform={`translateX(-${group * THUMB_GROUP * THUMB_STEP}px)`}
          transition="transform 0.3s"
          aria-label="缩略图"
        >
          {photos.map((p, i) => (
            <li key={p.photo_id}>
              <Box
                as="button"
                display="block"
                w={`${THUMB_WIDTH}px`}
                h="100px"
                rounded="sm"
                overflow="hidden"
                borderWidth="2px"
                borderColor={i === active ? 'blue.500' : 'transparent'}
                aria-label={`第${i + 1}张`}
                aria-current={i === active}
                tabIndex={Math.floor(i / THUMB_GROUP) === group ? 0 : -1}
                onClick={() => onSelect(i)}
              >
                <Image src={p.url} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
              </Box>
            </li>
          ))}
        </HStack>
      </Box>
      <Button size="xs" variant="outline" aria-label="下一组" onClick={() => setGroup(group + 1)} disabled={group >= groups - 1}>
        ›
      </Button>
    </HStack>
  );
}
