import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { HeadlineTicker } from '../../../src/ui/features/home/headline-ticker';
import { renderWithApp } from '../test-app';
import { mockReducedMotion } from '../reduced-motion';

const headlines = [
  { desc: '公告', title: '关于规范订单反馈时效的通知', content: '请在24小时内联系业主' },
  { desc: '活动', title: '双十一活动', content: null },
];

/** A ResizeObserver that reports when the test says, and Web Animations that record their calls. */
function fakes() {
  const observers: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: ResizeObserverCallback) {
        observers.push(cb);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
  const animations: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; state: string; cancel: () => void; pause: () => void; play: () => void }[] = [];
  const animate = vi.fn(function (keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const a = {
      keyframes,
      options,
      state: 'running',
      cancel: () => void (a.state = 'idle'),
      pause: () => void (a.state = 'paused'),
      play: () => void (a.state = 'running'),
    };
    animations.push(a);
    return a as unknown as Animation;
  });
  HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
  const resize = (width: number) =>
    act(() => observers.forEach((cb) => cb([{ borderBoxSize: [{ inlineSize: width, blockSize: 20 }] } as unknown as ResizeObserverEntry], {} as ResizeObserver)));
  return { animations, resize };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

describe('头条 ticker', () => {
  it('reads no layout when the headlines arrive; it starts moving once the browser reports the track width', () => {
    const { animations, resize } = fakes();
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    const offset = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    renderWithApp(<HeadlineTicker headlines={headlines} />);
    expect(screen.getAllByRole('button', { name: /关于规范订单反馈时效的通知/ }).length).toBeGreaterThan(0);
    // A width read here forced a layout pass of the whole page inside the task that rendered it.
    expect(width).not.toHaveBeenCalled();
    expect(offset).not.toHaveBeenCalled();
    expect(rect).not.toHaveBeenCalled();
    expect(animations).toHaveLength(0);

    // Two copies of 600 px: one copy (-50%) at 1 px per 20 ms.
    resize(1200);
    expect(animations).toHaveLength(1);
    expect(animations[0].keyframes).toEqual([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }]);
    expect(animations[0].options).toMatchObject({ duration: 600 * 20, iterations: Infinity });
    // The same width again changes nothing; a new width restarts at the new speed.
    resize(1200);
    expect(animations).toHaveLength(1);
    resize(1000);
    expect(animations).toHaveLength(2);
    expect(animations[0].state).toBe('idle');
    expect(animations[1].options.duration).toBe(500 * 20);
  });

  it('pauses while hovered, also when the width arrives during the hover', () => {
    const { animations, resize } = fakes();
    renderWithApp(<HeadlineTicker headlines={headlines} />);
    const track = screen.getByTestId('ticker-track');
    fireEvent.mouseEnter(track.parentElement!);
    resize(1200);
    expect(animations[0].state).toBe('paused');
    fireEvent.mouseLeave(track.parentElement!);
    expect(animations[0].state).toBe('running');
  });

  // The two headlines are filled to at least 3 items (4). Where motion is reduced there is no
  // hidden second copy for a loop, and the person scrolls the items by hand.
  it.each([
    ['stands still, one copy of the items, scrolled by hand', true, { animations: 0, hidden: 0, overflowX: 'auto' }],
    ['moves, with a hidden second copy', false, { animations: 1, hidden: 4, overflowX: 'hidden' }],
  ])('%s where reduced motion is %s', (_what, reduce, expected) => {
    mockReducedMotion(reduce);
    const { animations, resize } = fakes();
    renderWithApp(<HeadlineTicker headlines={headlines} />);
    resize(1200);
    const track = screen.getByTestId('ticker-track');
    expect({
      animations: animations.length,
      hidden: track.querySelectorAll('button[aria-hidden]').length,
      overflowX: getComputedStyle(track.parentElement!).overflowX,
    }).toEqual(expected);
    expect(track.querySelectorAll('button:not([aria-hidden])')).toHaveLength(4);
  });
});
