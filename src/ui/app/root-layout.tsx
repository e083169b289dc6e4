import { Suspense, lazy, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { TOKENS } from '../../application/tokens';
import { useService } from './container-context';
import { Outlet, useMatches } from '@tanstack/react-router';
import { AppToaster } from '../components/toaster';

// Dialogs pull in focus trapping and overlay code: load it only when the session expires.
const SessionExpiredDialog = lazy(() =>
  import('../components/session-expired-dialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

function ExpiryDialogSlot() {
  const open = useUnit(useService(TOKENS.ExpiryModel).$open);
  return open ? (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  ) : null;
}

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
      <ExpiryDialogSlot />
      <AppToaster />
    </>
  );
}
