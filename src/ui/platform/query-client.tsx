import { useEffect, type ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { TOKENS } from '../../application/tokens';
import type { SessionModel } from '../../application/session/session.model';
import { BusinessError, QueryFailedError, RequestFailedError, SessionExpiredError } from '../../application/errors';
import { useContainer } from './container-context';


/**
 * The query options of whatever a screen shows with LoadFailed when it does not load. Offline
 * the request is made and fails at once (and the screen says so) instead of pausing with a
 * spinner for ever; a failed load is made again by itself when the browser is back online
 * (TanStack Query refetches a stale query on reconnect, and one that failed before any answer
 * is stale).
 */
export const RELOADS_ONLINE = { networkMode: 'always', refetchOnReconnect: true } as const;

/**
 * Server data lives in TanStack Query. The request layer has already told the user about
 * transport failures, expiry and business refusals (msg toasts), so those are never retried
 * here or reported twice; only the unexpected reaches the console.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        const told =
          error instanceof RequestFailedError ||
          error instanceof SessionExpiredError ||
          error instanceof BusinessError ||
          error instanceof QueryFailedError;
        if (!told) console.error(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      // A write runs at once, online or not: the request layer tells an offline merchant so and
      // the form stays as typed, to be sent again. TanStack's default ('online') would pause it
      // offline, leaving the submit hanging with no word (tests/e2e/hardening.spec.ts).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Server data belongs to the account that asked for it. Query keys do not name the account, so
 * after 退出 and a sign-in as another account, the next account's screens showed the last one's
 * orders, designers and companies from the cache until their own answers came (or, within the
 * 30 s a list stays fresh, kept them). When an account signs in that is not the last one, the
 * cache is emptied as its session starts, before any of its screens renders. Signing out is not
 * the moment: the screens of the account leaving are still mounted then, and would ask again
 * without a session; QueryProvider empties it once they are gone.
 */
export function scopeQueriesToAccount(queryClient: QueryClient, session: Pick<SessionModel, '$user'>): () => void {
  let account = session.$user.getState()?.user_id ?? null;
  const subscription = session.$user.updates.watch((user) => {
    const next = user?.user_id ?? null;
    if (next === null || next === account) return;
    if (account !== null) queryClient.clear();
    account = next;
  });
  return () => subscription.unsubscribe();
}

const clients = new WeakMap<Container, QueryClient>();

/**
 * The page's query client: one for the app's services, made when a screen first needs server
 * data (the signed-in shell, registration's region picker, the home route's loader), and scoped
 * to the signed-in account from then on. /login asks for no server data through it, so this
 * module and TanStack Query's core are not among the chunks /login loads up front (issue 13).
 */
export function queryClientOf(container: Container): QueryClient {
  let client = clients.get(container);
  if (!client) {
    client = createQueryClient();
    scopeQueriesToAccount(client, container.get(TOKENS.SessionModel));
    clients.set(container, client);
  }
  return client;
}

/**
 * Gives the screens it holds the page's query client. When they are gone with no one signed in
 * (退出, an expired session: the app is on /login), the leaving account's answers are dropped
 * too, instead of staying in the page's memory until another account signs in. Dropped once
 * every screen has let go of them, after the unmount.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const container = useContainer();
  const client = queryClientOf(container);
  useEffect(
    () => () => {
      setTimeout(() => {
        if (container.get(TOKENS.SessionModel).$user.getState() === null) client.clear();
      });
    },
    [container, client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
