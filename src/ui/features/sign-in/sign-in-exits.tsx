import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * Where the sign-in screen leads: its links (找回账号, 注册) and, once signed in, the role's
 * landing page. The screen does not name the router: as one of the router's routes it leaves
 * through the router (RootLayout provides these exits); on a signed-out first visit it is
 * hydrated without the router, which is not loaded up front, and its exits load the app and hand
 * the page over to it (src/ui/app/sign-in-first.tsx).
 */
export interface SignInExits {
  /** Goes to an app path (with its query), as a new history entry or in place of this one. */
  go(path: string, options?: { replace?: boolean }): void;
  /** The user may go there soon (a pointer over its link, or the focus on it): load what it needs. */
  prepare(path: string): void;
}

const SignInExitsContext = createContext<SignInExits | null>(null);

export function SignInExitsProvider({ exits, children }: { exits: SignInExits; children: ReactNode }) {
  return <SignInExitsContext.Provider value={exits}>{children}</SignInExitsContext.Provider>;
}

export function useSignInExits(): SignInExits {
  const exits = useContext(SignInExitsContext);
  if (!exits) throw new Error('SignInExitsProvider is missing');
  return exits;
}

/** An app path without its query. */
export const pathnameOf = (path: string) => path.split('?')[0] ?? path;

/**
 * A link out of the sign-in screen: a real link (its address, a new tab with a modifier key or the
 * middle button, as the browser does), followed in the page through the exits.
 */
export function ExitLink({ to, children }: { to: string; children: ReactNode }) {
  const exits = useSignInExits();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    exits.go(to);
  };
  const prepare = () => exits.prepare(to);
  return (
    <a href={to} className="text-link" onClick={follow} onPointerEnter={prepare} onFocus={prepare}>
      {children}
    </a>
  );
}
