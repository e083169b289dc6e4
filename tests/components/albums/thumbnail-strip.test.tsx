import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/app-system';
import { ThumbnailStrip, THUMB_GROUP, THUMB_STEP } from '../../../src/ui/features/albums/thumbnail-strip';
import type { Photo } from '../../../src/domain/album/album';
import { mockReducedMotion } from '../reduced-motion';

const photos: Photo[] = Array.from({ length: 12 }, (_, i) => ({ photo_id: i + 1, url: `/p/${i + 1}.png`, raw_url: `/p/${i + 1}.png`, intro: '' }));

afterEach(() => vi.restoreAllMocks());

describe('album details thumbnails', () => {
  it.each([
    { reduce: false, behavior: 'smooth' },
    { reduce: true, behavior: 'auto' },
  ])('下一组 glides to the next six unless the system asks for reduced motion (reduce: $reduce → $behavior)', ({ reduce, behavior }) => {
    mockReducedMotion(reduce);
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTo');
    render(
      <ChakraProvider value={appSystem}>
        <ThumbnailStrip photos={photos} active={0} onSelect={() => {}} />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '下一组' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: THUMB_GROUP * THUMB_STEP, behavior });
  });
});
