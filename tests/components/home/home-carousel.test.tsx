import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { LoadSlides } from '../../../src/application/orders/home-queries';
import type { Slide } from '../../../src/application/ports/home-gateway';
import { HomeCarousel } from '../../../src/ui/features/home/home-carousel';
import { renderWithApp, testContainer } from '../test-app';
import { mockReducedMotion } from '../reduced-motion';

const slides: Slide[] = [1, 2, 3].map((id) => ({ id, title: `活动${id}`, img_url: `/slides/${id}.jpg`, link_url: id === 2 ? '/order?tab=1' : null }));

async function renderCarousel() {
  const app = testContainer();
  app.container.bind(LoadSlides).toConstantValue({ execute: async () => slides } as unknown as LoadSlides);
  const router = createRouter({ routeTree: createRootRoute({ component: HomeCarousel }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithApp(<RouterProvider router={router} />, app);
  await screen.findByRole('region', { name: '首页轮播' });
}

const imageSources = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('the home carousel loads a slide image when it is about to show (issue 13)', () => {
  it('has only the shown slide image at first, the next one once that has loaded, and keeps a loaded one', async () => {
    await renderCarousel();
    // All three at once were decoded in one long task of / on a slow phone.
    expect(imageSources()).toEqual(['/slides/1.jpg']);

    fireEvent.load(screen.getByRole('img', { name: '活动1' }));
    expect(imageSources()).toEqual(['/slides/1.jpg', '/slides/2.jpg']);

    fireEvent.click(screen.getByRole('button', { name: '第3张' }));
    expect(imageSources()).toEqual(['/slides/1.jpg', '/slides/2.jpg', '/slides/3.jpg']);
    fireEvent.load(screen.getByRole('img', { name: '活动3' }));

    fireEvent.click(screen.getByRole('button', { name: '第1张' }));
    expect(imageSources()).toHaveLength(3);
  });
});

describe('the home carousel turns every 5 s unless motion is reduced', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const shown = () => screen.getAllByRole('button', { name: /^第\d张$/ }).find((dot) => dot.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');

  it.each([
    [false, '第2张'],
    [true, '第1张'],
  ])('with reduced motion %s, 5 s later it shows %s', async (reduce, expected) => {
    const subscribed = mockReducedMotion(reduce);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderCarousel();
    // The carousel can mount in the router's transition, whose effects React runs a task later
    // than the commit that shows it: its timer is set in the same pass of effects as its
    // subscription to the setting, so wait for that before the clock moves.
    await vi.waitFor(() => expect(subscribed).toHaveBeenCalledWith('change', expect.any(Function)));
    // The subscription may be the first mount's, before the slides arrived: the timer comes with
    // the effects of the pass that shows them. Wait for it (setTimeout is not faked here).
    const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve)));
    if (!reduce) await vi.waitFor(async () => {
      await nextTask();
      expect(vi.getTimerCount()).toBe(1);
    });
    else for (let task = 0; task < 5; task++) await nextTask();
    expect(vi.getTimerCount()).toBe(reduce ? 0 : 1);
    expect(shown()).toBe('第1张');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(expected);
  });
});
