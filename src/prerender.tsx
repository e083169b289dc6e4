import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ChakraProvider } from '@chakra-ui/react';
import { readConfig } from './di/app-config';
import { createAppContainer } from './di/container';
import { createRouterNavigator } from './ui/platform/router-navigator';
import { SignInRoot } from './ui/app/sign-in-first';
import { appSystem } from './ui/app/app-system';
import { LoadingFrame } from './ui/features/shell/shell-frame';

const silent = { error() {}, warning() {}, success() {}, info() {} };

/**
 * The HTML of a signed-out first visit to `path` (the sign-in screen), rendered by the app's own tree at build
 * time (scripts/vite-route-pages.mjs writes it into the page). The browser draws it before any
 * script has run and main.tsx hydrates it. Emotion writes its styles inline: the page moves the
 * global ones (the reset, global styles and token variables) to <head>, where the client's
 * <Global> takes them over, and the app's emotion cache moves the components' ones there.
 */
export async function prerender(path: string): Promise<string> {
  // A signed-out first visit to /login is hydrated without the router (src/ui/app/sign-in-first.tsx).
  if (path !== '/login') throw new Error(`prerender: only the sign-in screen (/login) is drawn from HTML, not ${path}`);
  const container = createAppContainer(readConfig({}, 'https://prerender.invalid'), {
    notifier: silent,
    navigator: createRouterNavigator(),
    isOnline: () => true,
  });
  const exits = { go() {}, prepare() {} };
  return render(<SignInRoot system={appSystem} container={container} exits={exits} />, path);
}

/**
 * The HTML of the signed-in frame that the pages of the first screens behind sign-in draw
 * before the app has run (LoadingFrame); the app's first render replaces it.
 */
export function prerenderLoadingFrame(): Promise<string> {
  return render(
    <ChakraProvider value={appSystem}>
      <LoadingFrame />
    </ChakraProvider>,
    'the loading frame',
  );
}

async function render(element: ReactNode, what: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  // A screen that cannot render without a browser would be drawn by the client instead.
  if (errors.length > 0) throw new Error(`prerender ${what}: ${String(errors[0])}`);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
