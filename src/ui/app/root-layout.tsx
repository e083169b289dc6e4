import { useEffect } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { pageTitle } from './app-chrome';

/** Sets document.title from the deepest route that names one. */
function usePageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** Every route's layout; the toasts and the expiry dialog are the providers' (AppChrome). */
export function RootLayout() {
  usePageTitle();
  return <Outlet />;
}
