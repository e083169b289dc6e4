let channel: MessageChannel | null = null;
const waiting: Array<() => void> = [];

/**
 * Resolves in a new task: what runs after `await nextTask()` is a task of its own, so the
 * browser can handle input and draw frames in between. A message, not setTimeout(0), which
 * browsers may delay by 4 ms or more once timers nest. One channel serves every call, in
 * order: a new MessageChannel for each call (a pair of ports the browser sets up) cost about
 * ten times as much as a message, and start-up alone asks for a new task a dozen times.
 */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}

/**
 * Runs `job` in a task after the next frame has been drawn: what the current task changed is
 * on screen first, and `job` finds the layout done. Returns a function that cancels it.
 */
export function afterNextPaint(job: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => void nextTask().then(() => cancelled || job()));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
