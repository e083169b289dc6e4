import { StrictMode, useEffect } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import type { Container } from 'inversify';
import type { AnyRouter } from '@tanstack/react-router';
import { TOKENS } from '../../application/tokens';
import { EnsureSession } from '../../application/session/ensure-session';
import LoginPage from '../routes/login';
import { SignInExitsProvider, type SignInExits } from '../features/sign-in/sign-in-exits';
import { AppProviders } from './providers';
import { pageTitle, SIGN_IN_TITLE } from './app-chrome';
import { hydrateApp, renderApp } from './mount';

/**
 * The sign-in screen without the router: what login.html draws (src/prerender.tsx) and what a
 * signed-out first visit hydrates, with the providers and chrome every screen has.
 */
export function SignInRoot({ system, container, exits }: { system: SystemContext; container: Container; exits: SignInExits }) {
  useEffect(() => {
    document.title = pageTitle(SIGN_IN_TITLE);
  }, []);
  return (
    <StrictMode>
      <AppProviders system={system} container={container}>
        <SignInExitsProvider exits={exits}>
          <LoginPage />
        </SignInExitsProvider>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * A signed-out first visit to /login (src/main.tsx, issue 13). The page's prerendered sign-in
 * screen is hydrated without the router: TanStack Router and the route tree (35 KB gzip) are not
 * needed to sign in, so the page does not load them up front, only after its own files, at the
 * lowest priority (prefetch, scripts/vite-route-pages.mjs). The screen's exits load them when the
 * user is about to leave (a pointer over or the focus on a link) or leaves: then the app is
 * started at the destination, as on a first visit to it, and replaces the sign-in screen in the
 * same React root. Until it is ready the sign-in screen stays and answers. When the app's
 * chunks do not arrive, the user is told as for a call without an answer, and stays, to try
 * again.
 */
export async function startSignIn(
  element: HTMLElement,
  app: { container: Container; navigator: { attach(router: AnyRouter): void } },
  nextTask: () => Promise<void>,
) {
  const { container } = app;
  const { createAppSystem } = await import('./theme');
  await nextTask();
  const system = createAppSystem();
  await nextTask();
  const loadApp = () => Promise.all([import('./app-root'), import('./router')]);
  let leaving = false;
  const exits: SignInExits = {
    go: (path, options) => {
      if (leaving) return;
      leaving = true;
      // Signed in (the session is stored before the exit): the guard's calls go out now, while
      // the router's files load, and the navigation takes their answers (EnsureSession.start).
      container.get(EnsureSession).start();
      loadApp().then(
        async ([{ AppRoot }, { createAppRouter, prepareDestination }]) => {
          if (options?.replace) window.history.replaceState(null, '', path);
          else window.history.pushState(null, '', path);
          const router = createAppRouter(container);
          app.navigator.attach(router);
          prepareDestination(router, container, path);
          await router.load();
          renderApp(root, AppRoot, { system, container, router });
        },
        () => {
          leaving = false;
          container.get(TOKENS.Connection).tellUnreachable();
        },
      );
    },
    prepare: () => {
      loadApp().catch(() => undefined);
    },
  };
  const root = hydrateApp(element, SignInRoot, { system, container, exits });
}
