import { vi } from 'vitest';

/**
 * An onSubmit whose answers the test gives: each call waits until `answer(done)` settles it,
 * so a second click can land while the first submit is still in flight.
 */
export function heldSubmit<T>() {
  const pending: ((done: boolean) => void)[] = [];
  const submit = vi.fn((_draft: T) => new Promise<boolean>((resolve) => pending.push(resolve)));
  const answer = (done: boolean) => pending.shift()?.(done);
  return { submit, answer };
}
