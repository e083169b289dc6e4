import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders container={container} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
