import { describe, expect, it } from 'vitest';
import { nextTask } from '../../../src/ui/components/next-task';

describe('nextTask', () => {
  it('resolves in a task of its own, after the current task and its microtasks', async () => {
    let done = false;
    const task = nextTask().then(() => (done = true));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(done).toBe(false);
    await task;
    expect(done).toBe(true);
  });

  it('resolves calls in the order they were made, each once, over one channel', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => nextTask().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4, 5]);
    // A later call still resolves once the earlier ones are done.
    await nextTask();
  });
});
