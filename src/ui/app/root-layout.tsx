import { useEffect } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { AppToaster } from '../components/toaster';
import { SessionExpiredDialog } from '../components/session-expired-dialog';

export const APP_NAME = '商家中心';

/** Sets document.title from the deepest route that names one. */
function usePageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);
}

export function RootLayout() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <SessionExpiredDialog />
      <AppToaster />
    </>
  );
}
