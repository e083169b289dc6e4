import { describe, expect, it, vi } from 'vitest';
import type { Container } from 'inversify';
import { startSession } from '../../../src/di/start-services';
import { RestoreSession } from '../../../src/application/session/restore-session';
import { EnsureSession } from '../../../src/application/session/ensure-session';
import { RecordingNotifier } from '../../fakes/recording-notifier';

function services(restored: boolean) {
  const start = vi.fn();
  const restore = vi.fn(() => restored);
  const container = {
    get: (id: unknown) => (id === RestoreSession ? { execute: restore } : id === EnsureSession ? { start } : undefined),
  } as unknown as Container;
  return { container, start, restore };
}

/** Start-up's session step (src/main.tsx), cut in two tasks so neither is long (issue 13). */
describe('startSession', () => {
  it("restores the session in one task and starts the guard's calls in the next", async () => {
    const { container, start, restore } = services(true);
    let next!: () => void;
    const newTask = () => new Promise<void>((resolve) => (next = resolve));
    const done = startSession(container, new RecordingNotifier(), window, newTask);
    expect(restore).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    next();
    await done;
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts no calls and waits for no task without a stored session', async () => {
    const { container, start } = services(false);
    const newTask = vi.fn(() => Promise.resolve());
    await startSession(container, new RecordingNotifier(), window, newTask);
    expect(newTask).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });
});
