import type { Container } from 'inversify';
import type { Notifier } from '../application/ports/notifier';
import { readConfig, type BuildEnv } from './app-config';
import { createAppContainer } from './container';
import { watchConnectivity } from '../adapters/http/connectivity';
import { RestoreSession } from '../application/session/restore-session';
import { EnsureSession } from '../application/session/ensure-session';
import { createRouterNavigator } from '../ui/platform/router-navigator';
import { createToastNotifier } from '../ui/components/toaster';
import { setVideoHosts } from '../ui/components/rich-text-editor/video-hosts';

/**
 * The app's services, the start-up stage main.tsx loads after React (issue 13): the
 * container with every gateway and use case, the toast notifier and the navigator the router
 * attaches to. A chunk of its own (vite.config.ts), so its modules (inversify, reflect-metadata,
 * the gateways and their answer shapes) are evaluated in a task of their own, not in one task
 * with React, Chakra and the router.
 */
export function createServices(env: BuildEnv, win: Window) {
  const notifier = createToastNotifier();
  const navigator = createRouterNavigator();
  const config = readConfig(env, win.location.origin);
  setVideoHosts(config.videoHosts);
  const container = createAppContainer(config, {
    notifier,
    navigator,
    isOnline: () => win.navigator.onLine,
  });
  return { container, navigator, notifier };
}

/**
 * Restores the stored session, starts the navigation guard's calls for it (the user index, the
 * licence, the message dot: they answer while the rest of start-up loads, and the first screen
 * behind sign-in waits for what is left of one round trip) and starts watching the connection.
 * The calls start in the task after the restore (`newTask`): in one, the two were one of the
 * longest tasks of start-up (12-16 ms at 1x), which counts in TBT once the signed-in frame is
 * painted.
 */
export async function startSession(container: Container, notifier: Notifier, win: Window, newTask: () => Promise<void>) {
  const restored = container.get(RestoreSession).execute();
  watchConnectivity(win, notifier);
  if (!restored) return;
  await newTask();
  container.get(EnsureSession).start();
}

/** Whether a session was restored (a token is stored): /login then goes home, and the page's sign-in screen is not shown. */
export const hasSession = (container: Container) => container.get(EnsureSession).hasToken();
