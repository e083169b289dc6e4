import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readConfig } from './di/app-config';
import { createAppContainer } from './di/container';
import { watchConnectivity } from './adapters/http/connectivity';
import { RestoreSession } from './application/session/restore-session';
import { createQueryClient } from './ui/app/providers';
import { createAppRouter } from './ui/app/router';
import { createRouterNavigator } from './ui/app/router-navigator';
import { AppRoot } from './ui/app/app-root';
import { createToastNotifier } from './ui/components/toaster';
import { nextTask } from './ui/components/next-task';
import './ui/app/global.css';

// Start-up is cut into tasks so that no single one blocks the main thread for long on a slow
// phone (issue 13): the theme is its own chunk, evaluated in its own task; the container, the
// session, the router, its first load, the Chakra system (its token dictionary; in a production
// build each of its phases) and the first render each start in a task of their own (about
// 20 ms each when two shared one), so a tap or a frame can come between them; the first route
// is loaded before the first render, which is concurrent (a transition, for hydration too), so
// React yields between components.
const theme = import('./ui/app/theme');

await nextTask();
const notifier = createToastNotifier();
const navigator = createRouterNavigator();
const container = createAppContainer(readConfig(import.meta.env, window.location.origin), {
  notifier,
  navigator,
  isOnline: () => window.navigator.onLine,
});

await nextTask();
container.get(RestoreSession).execute();
watchConnectivity(window, notifier);

await nextTask();
const router = createAppRouter(container);
navigator.attach(router);
const queryClient = createQueryClient();

await nextTask();
const [{ createAppSystemInTasks }] = await Promise.all([theme, router.load()]);

await nextTask();
const appSystem = await createAppSystemInTasks(nextTask);

await nextTask();
const element = document.getElementById('root')!;
const app = <AppRoot system={appSystem} container={container} queryClient={queryClient} router={router} />;
// A page prerendered at build time (login.html: a signed-out first visit) is hydrated when the
// router stayed on its path; otherwise (a signed-in visit redirected home) it is replaced.
// Hydration in a transition is time-sliced like the first render (outside one, React hydrates
// the whole tree in one task).
if (element.dataset.prerendered && element.dataset.prerendered === router.state.location.pathname) {
  startTransition(() => {
    hydrateRoot(element, app);
  });
} else {
  element.replaceChildren();
  element.removeAttribute('inert');
  const root = createRoot(element);
  startTransition(() => root.render(app));
}
