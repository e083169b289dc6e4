import { useUnit } from 'effector-react';
import { TOKENS } from '../../application/tokens';
import { EXPIRY_DIALOG } from '../../application/session/expire-session';
import { useService } from '../platform/container-context';
import { AppToaster } from '../components/toaster';
import { WarningInstead, lazyPart } from '../components/lazy-part';

export const APP_NAME = '商家中心';

/** The sign-in screen's title, as a route's (router.tsx) and without the router (sign-in-first.tsx). */
export const SIGN_IN_TITLE = '登录';

/** The not-found page's title (spec 2 §2: any unknown path), the page's own as every route's is. */
export const NOT_FOUND_TITLE = '页面不存在';

/** The document's title for a screen's own (spec: every route sets it from its metadata). */
export const pageTitle = (title: string | undefined) => (title ? `${title} - ${APP_NAME}` : APP_NAME);

// Dialogs pull in focus trapping and overlay code: load it only when the session expires.
const SessionExpiredDialog = lazyPart(() =>
  import('../components/session-expired-dialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

function ExpiryDialogSlot() {
  const open = useUnit(useService(TOKENS.ExpiryModel).$open);
  // Without its chunk the expiry is said as a message, and that is all the user needs to know.
  return open ? <SessionExpiredDialog failed={() => <ExpiryWithoutDialog />} tellUnreachable={false} /> : null;
}

/** When the dialog's chunk does not arrive, its words as a message; the app is on /login already. */
function ExpiryWithoutDialog() {
  const dismiss = useUnit(useService(TOKENS.ExpiryModel).dismissed);
  return <WarningInstead text={EXPIRY_DIALOG.text} then={dismiss} />;
}

/**
 * What the page shows over every screen, with or without the router: the toasts and the
 * session-expiry dialog. Part of the providers (AppProviders renders it after the screens).
 */
export function AppChrome() {
  return (
    <>
      <ExpiryDialogSlot />
      <AppToaster />
    </>
  );
}
