import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { readConfig } from './di/app-config';
import { createAppContainer } from './di/container';
import { watchConnectivity } from './adapters/http/connectivity';
import { RestoreSession } from './application/session/restore-session';
import { AppProviders, createQueryClient } from './ui/app/providers';
import { createAppRouter } from './ui/app/router';
import { createRouterNavigator } from './ui/app/router-navigator';
import { createToastNotifier } from './ui/components/toaster';
import './ui/app/global.css';

// Start-up is cut into tasks so that no single one blocks the main thread for long on a slow
// phone (issue 13): the theme (Chakra's token dictionary, ~40% of the start-up work) is its own
// chunk, evaluated while this one builds the container and the router; the first route is
// loaded before the first render, which runs in a transition, so React yields between
// components instead of rendering the screen in one piece.
const theme = import('./ui/app/theme');

const notifier = createToastNotifier();
const navigator = createRouterNavigator();
const container = createAppContainer(readConfig(import.meta.env, window.location.origin), {
  notifier,
  navigator,
  isOnline: () => window.navigator.onLine,
});
container.get(RestoreSession).execute();
watchConnectivity(window, notifier);

const router = createAppRouter(container);
navigator.attach(router);
const queryClient = createQueryClient();
// Resolve the first route (guards, its lazy screen) before rendering, so the whole first screen
// renders in the transition below: once mounted, the router's store updates render in one piece.
const [{ appSystem }] = await Promise.all([theme, router.load()]);

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders system={appSystem} container={container} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
