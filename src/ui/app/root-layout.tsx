import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { TOKENS } from '../../application/tokens';
import { EXPIRY_DIALOG } from '../../application/session/expire-session';
import { useService } from './container-context';
import { Outlet, useMatches } from '@tanstack/react-router';
import { AppToaster } from '../components/toaster';
import { lazyPart } from '../components/lazy-part';

// Dialogs pull in focus trapping and overlay code: load it only when the session expires.
const SessionExpiredDialog = lazyPart(() =>
  import('../components/session-expired-dialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

function ExpiryDialogSlot() {
  const open = useUnit(useService(TOKENS.ExpiryModel).$open);
  return open ? <SessionExpiredDialog failed={() => <ExpiryWithoutDialog />} /> : null;
}

/** When the dialog's chunk does not arrive, its words as a message; the app is on /login already. */
function ExpiryWithoutDialog() {
  const notifier = useService(TOKENS.Notifier);
  const dismiss = useUnit(useService(TOKENS.ExpiryModel).dismissed);
  useEffect(() => {
    notifier.warning(EXPIRY_DIALOG.text);
    dismiss();
  }, [notifier, dismiss]);
  return null;
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
