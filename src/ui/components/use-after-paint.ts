import { useEffect, useState } from 'react';
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
