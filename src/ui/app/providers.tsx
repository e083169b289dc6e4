import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { ContainerProvider } from './container-context';
import { createAppEmotionCache } from './emotion-cache';

let browserEmotionCache: EmotionCache | undefined;
/** The app's emotion cache in a browser (one per page); on the server, emotion's own. */
const emotionCache = () => (typeof document === 'undefined' ? undefined : (browserEmotionCache ??= createAppEmotionCache()));

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
      <ContainerProvider container={container}>{children}</ContainerProvider>
    </ChakraProvider>
  );
  const cache = emotionCache();
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}
