import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { scrollWindowToTop } from './window-scroll';

export const BACK_TO_TOP_LABEL = '回到顶部';

/** A floating button that appears once the page is scrolled past `after` pixels. */
export function BackToTop({ after = 300 }: { after?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(window.scrollY > after);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The first look waits for the next frame too: read while the screen mounts, scrollY laid
    // the new screen out in the middle of the click that asked for it (issue 48: 28-51 ms at 4x).
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [after]);
  if (!shown) return null;
  return (
    <Button
      position="fixed"
      right="6"
      bottom="8"
      zIndex="sticky"
      colorPalette="blue"
      shadow="md"
      rounded="full"
      onClick={scrollWindowToTop}
    >
      {BACK_TO_TOP_LABEL}
    </Button>
  );
}
