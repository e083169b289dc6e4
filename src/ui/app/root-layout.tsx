import { useEffect } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { NOT_FOUND_TITLE, pageTitle } from './app-chrome';
import { deepestTitled } from '../platform/route-title';

/**
 * Sets document.title from the deepest route that names one (its edit's title when it edits one),
 * or the not-found page's when the address matches no screen. (The not-found page set its own in
 * an effect, which this layout's effect, running after its child's, overwrote with 商家中心.)
 * Selects the title alone: every change of the router's state (a navigation's pending, loading
 * and resolved steps) would otherwise render the layout again.
 */
function usePageTitle() {
  const title = useMatches({
    select: (matches) => {
      if (matches.some((m) => m._notFound || m.status === 'notFound')) return NOT_FOUND_TITLE;
      const named = deepestTitled(matches, (m) => m.staticData);
      const editing = Boolean((named?.search as { id?: unknown } | undefined)?.id);
      return (editing && named?.staticData.editTitle) || named?.staticData.title;
    },
  });
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** Every route's layout; the toasts and the expiry dialog are the providers' (AppChrome). */
export function RootLayout() {
  usePageTitle();
  return <Outlet />;
}
