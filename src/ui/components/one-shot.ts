import { useCallback, useRef, useState } from 'react';

/**
 * A one-shot action (a confirm, 解绑, 确认注销, 退出, 全部已读, 导出): the first call runs it,
 * and every call until the promise it returns settles is refused. The guard is a ref set
 * synchronously on the first call, not render-time state (`isPending` changes only with the
 * next render), so both clicks of a double click made in one task see it. `busy` is the same
 * fact for the screen (a loading button). `onRepeat` hears a refused call (e.g. to say so).
 */
export function useOneShot<A extends unknown[]>(action: (...args: A) => unknown, options: { onRepeat?: () => void } = {}) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ action, options });
  latest.current = { action, options };

  const run = useCallback((...args: A): Promise<void> => {
    if (running.current) {
      latest.current.options.onRepeat?.();
      return Promise.resolve();
    }
    running.current = true;
    setBusy(true);
    const release = () => {
      running.current = false;
      setBusy(false);
    };
    let work: Promise<unknown>;
    try {
      work = Promise.resolve(latest.current.action(...args));
    } catch (error) {
      work = Promise.reject(error);
    }
    // The action reports its own failure; the guard only waits for it to end.
    return work.then(release, release);
  }, []);

  return { run, busy };
}
