/**
 * Resolves in a new task: what runs after `await nextTask()` is a task of its own, so the
 * browser can handle input and draw frames in between. A message, not setTimeout(0), which
 * browsers may delay by 4 ms or more once timers nest.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
