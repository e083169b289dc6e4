import { useEffect } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { pageTitle } from './app-chrome';
import { deepestTitled } from './route-title';

/**
 * Sets document.title from the deepest route that names one (its edit's title when it edits one).
 * Selects the title alone: every change of the router's state (a navigation's pending, loading
 * and resolved steps) would otherwise render the layout again.
 */
function usePageTitle() {
  const title = useMatches({
    select: (matches) => {
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
