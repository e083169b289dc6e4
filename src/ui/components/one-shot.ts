import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A one-shot action (a confirm, 解绑, 确认注销, 退出, 全部已读, 导出): the first call runs it,
 * and every call until the promise it returns settles is refused. The guard is a ref set
 * synchronously on the first call, not render-time state (`isPending` changes only with the
 * next render), so both clicks of a double click made in one task see it. `busy` is the same
 * fact for the screen (a loading button). `onRepeat` hears a refused call (e.g. to say so).
 */
export function useOneShot<A extends unknown[]>(action: (...args: A) => unknown, onRepeat?: () => void) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const latest = useRef([action, onRepeat] as const);
  // The handlers of the last commit: a click always runs what the screen shows.
  useLayoutEffect(() => {
    latest.current = [action, onRepeat];
  });

  const run = useCallback(async (...args: A) => {
    if (running.current) return latest.current[1]?.();
    running.current = true;
    setBusy(true);
    try {
      await latest.current[0](...args);
    } catch {
      // The action reports its own failure; the guard only waits for it to end.
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy };
}
