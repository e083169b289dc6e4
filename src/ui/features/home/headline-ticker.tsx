import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import type { Headline } from '../../../domain/order/order';
import { ClosedWhenFailed, lazyPart } from '../../components/lazy-part';
import { useReducedMotion } from '../../components/reduced-motion';
import { NO_HEADLINES, TICKER_INTERVAL_MS, TICKER_STEP_PX, fillHeadlines, hasContent } from '../../../domain/order/headlines';

const ITEM_STYLE = { background: 'none', border: 0, padding: '0 32px 0 0', cursor: 'pointer', whiteSpace: 'nowrap', fontSize: 14 } as const;

// A headline's dialog loads when one is first opened, not with the home page.
const HeadlineDialog = lazyPart(() => import('./headline-dialog').then((m) => ({ default: m.HeadlineDialog })));

/**
 * Moves the track 1 px per 20 ms and wraps after one copy; paused while hovered or focused.
 * A compositor animation (Web Animations): a timer that moved it and measured it every 20 ms
 * forced a style and layout pass 50 times a second on the home page's main thread. The track's
 * width comes from a ResizeObserver, after the browser's own layout: read when the headlines
 * arrive (scrollWidth in an effect), it forced a layout pass of the whole page inside that task.
 */
function useTicker(track: RefObject<HTMLDivElement | null>, active: boolean, items: number, still: boolean) {
  const animation = useRef<Animation | null>(null);
  const activeNow = useRef(active);
  // The latest value for the effects and handlers, written once the render is committed.
  useLayoutEffect(() => {
    activeNow.current = active;
  });
  useEffect(() => {
    const el = track.current;
    if (still || !el?.animate || typeof ResizeObserver === 'undefined') return;
    let width = 0;
    const start = (trackWidth: number) => {
      animation.current?.cancel();
      animation.current = null;
      width = trackWidth;
      const copy = trackWidth / 2;
      if (copy <= 0) return;
      // -50%: one of the two copies, whatever the width; the width only sets the speed.
      const moving = el.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
        duration: (copy / TICKER_STEP_PX) * TICKER_INTERVAL_MS,
        iterations: Infinity,
      });
      if (!activeNow.current) moving.pause();
      animation.current = moving;
    };
    const observer = new ResizeObserver(([entry]) => {
      const trackWidth = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      if (Math.abs(trackWidth - width) >= 1) start(trackWidth);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      animation.current?.cancel();
      animation.current = null;
    };
  }, [track, items, still]);
  useEffect(() => {
    if (active) animation.current?.play();
    else animation.current?.pause();
  }, [active, items]);
}

/**
 * The headlines ticker; an item with content opens it. Items repeat so at least 3 show. Where the
 * system asks for reduced motion it stands still, one copy of the items, and scrolls by hand.
 */
export function HeadlineTicker({ headlines, loading = false }: { headlines: Headline[]; loading?: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [opened, setOpened] = useState<Headline | null>(null);
  const close = useCallback(() => setOpened(null), []);
  const items = fillHeadlines(headlines);
  const still = useReducedMotion();
  useTicker(track, !paused, items.length, still);

  const copy = (hidden: boolean) =>
    items.map((h, i) => (
      <button
        key={`${hidden ? 'b' : 'a'}-${i}`}
        type="button"
        style={ITEM_STYLE}
        tabIndex={hidden ? -1 : undefined}
        aria-hidden={hidden || undefined}
        onClick={() => hasContent(h) && setOpened(h)}
      >
        <span className="ticker__desc">[{h.desc}]</span>
        {h.title}
      </button>
    ));

  return (
    <HStack as="section" aria-label="头条" bg="white" rounded="md" px="4" py="2" gap="3" overflow="hidden">
      <Text fontWeight="bold" color="red.700" flexShrink={0}>
        头条
      </Text>
      {loading ? (
        // While the headlines load the ticker says nothing: 暂无更多公告 there read as an answer (issue 59).
        <Skeleton h="5" flex="1" aria-busy="true" />
      ) : items.length === 0 ? (
        <Text color="gray.500">{NO_HEADLINES}</Text>
      ) : (
        <Box overflowX={still ? 'auto' : 'hidden'} overflowY="hidden" flex="1" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
          <div ref={track} style={{ display: 'flex', width: 'max-content', willChange: 'transform' }} data-testid="ticker-track">
            {copy(false)}
            {!still && copy(true)}
          </div>
        </Box>
      )}
      {opened && <HeadlineDialog headline={opened} onClose={close} failed={() => <ClosedWhenFailed onClose={close} />} />}
    </HStack>
  );
}
