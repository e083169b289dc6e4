import { useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { ContainerProvider } from '../platform/container-context';
import { createAppEmotionCache } from './emotion-cache';
import { AppChrome } from './app-chrome';

let browserEmotionCache: EmotionCache | undefined;
/** The app's emotion cache in a browser (one per page); on the server, emotion's own. */
const emotionCache = () => (typeof document === 'undefined' ? undefined : (browserEmotionCache ??= createAppEmotionCache()));

/**
 * Around every screen, with the router (AppRoot) or without it (the sign-in screen of a
 * signed-out first visit, SignInRoot): Chakra, the container, and the toasts and expiry dialog
 * over the screens (AppChrome).
 */
export function AppProviders({
  system,
  container,
  children,
}: {
  system: SystemContext;
  container: Container;
  children: ReactNode;
}) {
  const tree = (
    <ChakraProvider value={system}>
      <ContainerProvider container={container}>
        <Interactive />
        {children}
        <AppChrome />
      </ContainerProvider>
    </ChakraProvider>
  );
  const cache = emotionCache();
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}

/** A prerendered page is inert until here: the app is mounted (hydrated) and answers input. */
function Interactive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
