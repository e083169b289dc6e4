import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { BusinessError, RequestFailedError, SessionExpiredError } from '../../application/errors';
import { ContainerProvider } from './container-context';
import { createAppEmotionCache } from './emotion-cache';

/**
 * Server data lives in TanStack Query. The request layer has already told the user about
 * transport failures, expiry and business refusals (msg toasts), so those are never retried
 * here or reported twice; only the unexpected reaches the console.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        const told = error instanceof RequestFailedError || error instanceof SessionExpiredError || error instanceof BusinessError;
        if (!told) console.error(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let browserEmotionCache: EmotionCache | undefined;
/** The app's emotion cache in a browser (one per page); on the server, emotion's own. */
const emotionCache = () => (typeof document === 'undefined' ? undefined : (browserEmotionCache ??= createAppEmotionCache()));

export function AppProviders({
  system,
  container,
  queryClient,
  children,
}: {
  system: SystemContext;
  container: Container;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const tree = (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ContainerProvider container={container}>{children}</ContainerProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  const cache = emotionCache();
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}
