import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/app-system';
import { BackToTop } from '../../../src/ui/components/back-to-top';
import { registerWindowScroller, scrollWindowToTop } from '../../../src/ui/components/window-scroll';
import { mockReducedMotion } from '../reduced-motion';

afterEach(() => vi.restoreAllMocks());

describe('the way back to the top of the window', () => {
  it("is the browser's smooth scroll, or a registered list's own while it is on the page", () => {
    const browser = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollWindowToTop();
    expect(browser).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    const list = vi.fn();
    const unregister = registerWindowScroller(list);
    browser.mockClear();
    scrollWindowToTop();
    expect(list).toHaveBeenCalledTimes(1);
    expect(browser).not.toHaveBeenCalled();

    // A list that leaves does not take a newer list's registration with it.
    const newer = vi.fn();
    const unregisterNewer = registerWindowScroller(newer);
    unregister();
    scrollWindowToTop();
    expect(newer).toHaveBeenCalledTimes(1);
    unregisterNewer();
    scrollWindowToTop();
    expect(browser).toHaveBeenCalledTimes(1);
  });

  it('回到顶部 takes it: on a list, the list scrolls, so rows measured on the way do not stop the scroll half-way', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(2000);
    const list = vi.fn();
    const unregister = registerWindowScroller(list);
    render(
      <ChakraProvider value={appSystem}>
        <BackToTop />
      </ChakraProvider>,
    );
    act(() => void fireEvent.scroll(window));
    fireEvent.click(await screen.findByRole('button', { name: '回到顶部' }));
    expect(list).toHaveBeenCalledTimes(1);
    unregister();
  });

  it.each([
    { reduce: false, behavior: 'smooth' },
    { reduce: true, behavior: 'auto' },
  ])('glides unless the system asks for reduced motion (reduce: $reduce → $behavior)', ({ reduce, behavior }) => {
    mockReducedMotion(reduce);
    const browser = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollWindowToTop();
    expect(browser).toHaveBeenLastCalledWith({ top: 0, behavior });
    const list = vi.fn();
    const unregister = registerWindowScroller(list);
    scrollWindowToTop();
    expect(list).toHaveBeenLastCalledWith(behavior);
    unregister();
  });

  it('回到顶部 reads the scroll position in the next frame, not while the screen mounts (issue 48)', async () => {
    // Read during a commit, scrollY lays the new screen out inside the click that asked for it.
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(2000);
    render(
      <ChakraProvider value={appSystem}>
        <BackToTop />
      </ChakraProvider>,
    );
    expect(scrollY).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeTruthy();
    expect(scrollY).toHaveBeenCalled();
  });
});
