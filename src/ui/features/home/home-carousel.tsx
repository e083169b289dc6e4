import { type MouseEvent, useEffect, useState } from 'react';
import { Box, Button, HStack, Image } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { Slide } from '../../../application/ports/home-gateway';
import { useSlides } from './use-home-data';
import { useReducedMotion } from '../../components/reduced-motion';

export const CAROUSEL_HEIGHT = '350px';
const INTERVAL_MS = 5000;

function Dots({ slides, current, go }: { slides: Slide[]; current: number; go: (i: number) => void }) {
  return (
    <HStack position="absolute" bottom="2" left="0" right="0" justify="center" gap="0">
      {slides.map((s, i) => (
        // A 24 x 24 px target (WCAG 2.2 2.5.8) around the 10 px dot that shows.
        <button key={s.id} type="button" aria-label={`第${i + 1}张`} aria-current={i === current} onClick={() => go(i)} className="carousel-dot">
          <span aria-hidden="true" style={{ background: i === current ? '#fff' : 'rgba(255,255,255,.5)' }} />
        </button>
      ))}
    </HStack>
  );
}

/**
 * The banner carousel (350px) from index-slide; it pauses while hovered or focused, and does not
 * turn by itself where the system asks for reduced motion.
 */
export function HomeCarousel() {
  const { data: slides = [] } = useSlides();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // Only the shown slide has its image at first; the next one gets it once the shown one has
  // loaded, and a slide keeps a loaded image. The browser decodes each image on the main
  // thread (the mock's, SVG, are laid out as documents of their own), and all slides at once
  // made one of the long tasks of / on a slow phone (issue 13).
  const [withImage, setWithImage] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = slides.length;
  const loaded = (i: number) => setWithImage((s) => (s.has(i) && s.has((i + 1) % count) ? s : new Set(s).add(i).add((i + 1) % count)));
  const navigate = useNavigate();
  // In-app links stay in the single-page app; others open as ordinary links.
  const follow = (e: MouseEvent, href: string | null) => {
    if (!href?.startsWith('/')) return;
    e.preventDefault();
    void navigate({ href });
  };

  // Where the system asks for reduced motion, slides change only when asked (‹ › and the dots).
  const still = useReducedMotion();
  useEffect(() => {
    if (still || paused || count < 2) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [still, paused, count]);

  if (!count) return <Box h={CAROUSEL_HEIGHT} bg="gray.200" rounded="md" aria-hidden="true" />;
  const go = (i: number) => setCurrent((i + count) % count);
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="首页轮播"
      position="relative"
      h={CAROUSEL_HEIGHT}
      overflow="hidden"
      rounded="md"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((s, i) => {
        const image = (i === current || withImage.has(i)) && (
          <Image src={s.img_url} alt={s.title} w="full" h="full" objectFit="cover" onLoad={() => loaded(i)} />
        );
        return (
          <Box key={s.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${count}`} aria-hidden={i !== current} hidden={i !== current} h="full">
            {s.link_url ? (
              <a href={s.link_url} aria-label={image ? undefined : s.title} onClick={(e) => follow(e, s.link_url)} style={{ display: 'block', height: '100%' }}>
                {image}
              </a>
            ) : (
              image
            )}
          </Box>
        );
      })}
      <Button size="sm" variant="subtle" position="absolute" left="3" top="50%" aria-label="上一张" onClick={() => go(current - 1)}>
        ‹
      </Button>
      <Button size="sm" variant="subtle" position="absolute" right="3" top="50%" aria-label="下一张" onClick={() => go(current + 1)}>
        ›
      </Button>
      <Dots slides={slides} current={current} go={go} />
    </Box>
  );
}
