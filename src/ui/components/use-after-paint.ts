import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './next-task';

/**
 * False until the frame after the component's first commit has been drawn: a task after the
 * next animation frame. What waits for it (a dialog that opens on arrival) renders after the
 * screen has painted, not in the task that renders the screen.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * False in the component's first commit; true from a transition started after the frame that
 * commit drew. What waits for it renders after the part of the screen that does not, in
 * time-sliced passes: a screen that a navigation renders in useDeferredValue's pass (AppShell)
 * cannot defer a part of itself with useDeferredValue, which React does not nest.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
