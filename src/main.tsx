import { nextTask } from './ui/components/next-task';
import { showStartupFailure } from './ui/platform/startup-failure';
import './ui/app/global.css';

// Start-up is cut into tasks so that no single one blocks the main thread for long on a slow
// phone (issue 13). React (mount.ts), the services (container, gateways), the app's providers,
// the router and the theme are start-up stages: chunks of their own that the entry imports one
// after another, so each is evaluated in a task of its own (vite.config.ts groups
// the modules by stage; every page preloads the stages with the entry, and the build
// fails when a stage's chunk would be loaded before its turn: scripts/vite-route-pages.mjs).
// Creating the container, restoring the session, starting its calls, creating the router, its
// first load, the Chakra system (its token dictionary)
// and the first render each start in a task of their own too, so a tap or a frame can come
// between them; the first route is loaded before the first render, which is concurrent (a
// transition, for hydration too), so React yields between components.
// The entry itself imports nothing of them statically, so that it runs whatever fails to arrive.
// A stage that fails (its chunk does not arrive, it throws) replaces what the page drew before
// the app with the failure and a retry: the frame's 加载中… or the inert login form stayed on the
// screen for good (showStartupFailure). So does an error that no route's boundary catches, which
// made React unmount the app and leave the page blank (rootErrorOptions).
// A signed-out first visit to /login takes none of the router's two stages: its page draws the
// sign-in screen, which is hydrated without the router, and the app is started once the user
// leaves it (src/ui/app/sign-in-first.tsx); the page does not load those stages up front.
const element = document.getElementById('root')!;
try {
  const { mountApp } = await import('./ui/app/mount');

  await nextTask();
  const { createServices, startSession, hasSession } = await import('./di/start-services');

  await nextTask();
  const { container, navigator, notifier } = createServices(import.meta.env, window);

  await nextTask();
  await startSession(container, notifier, window, nextTask);

  await nextTask();
  await import('./ui/app/providers');

  // A signed-out first visit to the page's prerendered sign-in screen: it is hydrated without the
  // router, whose stages the page does not load up front (src/ui/app/sign-in-first.tsx).
  if (element.dataset.prerendered === window.location.pathname && !hasSession(container)) {
    await nextTask();
    const { startSignIn } = await import('./ui/app/sign-in-first');
    await startSignIn(element, { container, navigator }, nextTask);
  } else {
    await nextTask();
    const { AppRoot } = await import('./ui/app/app-root');

    await nextTask();
    const { createAppRouter } = await import('./ui/app/router');

    // The theme's stage loads only the earlier stages (scripts/vite-route-pages.mjs), which have run.
    const theme = import('./ui/app/theme');

    await nextTask();
    const router = createAppRouter(container);
    navigator.attach(router);

    await nextTask();
    const [{ createAppSystem }] = await Promise.all([theme, router.load()]);

    await nextTask();
    const appSystem = createAppSystem();

    await nextTask();
    mountApp(element, AppRoot, { system: appSystem, container, router });
  }
} catch (error) {
  showStartupFailure(element, error);
}
