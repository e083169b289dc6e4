import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import type { Photo } from '../../../domain/album/album';

/** Thumbnails come in groups of six; each one takes a 187 px step (177 px wide plus a 10 px gap). */
export const THUMB_STEP = 187;
export const THUMB_GROUP = 6;
const THUMB_GAP = 10;
const THUMB_WIDTH = THUMB_STEP - THUMB_GAP;
/** The window shows exactly one group: six thumbnails and the five gaps between them. */
export const THUMB_WINDOW = THUMB_STEP * THUMB_GROUP - THUMB_GAP;

/**
 * The details page's thumbnails, one group of six at a time. The window scrolls (instead of
 * sliding a clipped row), so on a screen narrower than a group every thumbnail stays
 * reachable by scrolling and by keyboard focus. ‹ and › sit under the window, never over a
 * thumbnail: the window takes the whole width a group needs.
 */
export function ThumbnailStrip({ photos, active, onSelect }: { photos: Photo[]; active: number; onSelect: (index: number) => void }) {
  const groups = Math.ceil(photos.length / THUMB_GROUP);
  const [group, setGroup] = useState(() => Math.floor(active / THUMB_GROUP));
  const windowRef = useRef<HTMLDivElement>(null);

  // Keep the group of the shown photo in view when it changes from the main buttons or the keys.
  const [shownActive, setShownActive] = useState(active);
  if (active !== shownActive) {
    setShownActive(active);
    setGroup(Math.floor(active / THUMB_GROUP));
  }
  // The strip glides to a group unless the system asks for reduced motion. The query is written
  // out rather than taken from window-scroll.ts: imported by this chunk too, that module became
  // a chunk of its own that /order loaded up front.
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    windowRef.current?.scrollTo?.({ left: group * THUMB_GROUP * THUMB_STEP, behavior: reduce ? 'auto' : 'smooth' });
  }, [group]);

  return (
    <Box mt="3" mx="auto" w={`${THUMB_WINDOW}px`} maxW="full">
      <Box ref={windowRef} data-testid="thumbnail-window" overflowX="auto" css={{ scrollbarWidth: 'none' }}>
        <HStack as="ul" listStyleType="none" gap={`${THUMB_GAP}px`} w="max-content" aria-label="缩略图">
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
      {groups > 1 && (
        <HStack justify="center" gap="3" mt="2">
          <GroupButton side="left" label="上一组" disabled={group === 0} onClick={() => setGroup(group - 1)} />
          <Text fontSize="xs" color="gray.600" aria-hidden="true">
            {group + 1}/{groups}
          </Text>
          <GroupButton side="right" label="下一组" disabled={group >= groups - 1} onClick={() => setGroup(group + 1)} />
        </HStack>
      )}
    </Box>
  );
}

/** ‹ or ›: the previous or next group. */
function GroupButton({ side, label, disabled, onClick }: { side: 'left' | 'right'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {side === 'left' ? '‹' : '›'}
    </Button>
  );
}
