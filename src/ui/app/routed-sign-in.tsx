import { useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import LoginPage from '../routes/login';
import { SignInExitsProvider, pathnameOf, type SignInExits } from '../features/sign-in/sign-in-exits';

/**
 * /login as one of the router's routes (after 退出, an expired session, a visit that did not
 * start on /login): the sign-in screen leaves through the router's navigations, and its links
 * preload their route on intent, as the router's own links do.
 */
export function RoutedSignIn() {
  const router = useRouter();
  const exits = useMemo<SignInExits>(
    () => ({
      go: (path, options) => {
        const [pathname, query] = path.split('?');
        void router.navigate({ to: pathname, search: Object.fromEntries(new URLSearchParams(query ?? '')), replace: options?.replace });
      },
      prepare: (path) => {
        router.preloadRoute({ to: pathnameOf(path) }).catch(() => undefined);
      },
    }),
    [router],
  );
  return (
    <SignInExitsProvider exits={exits}>
      <LoginPage />
    </SignInExitsProvider>
  );
}
