import { useUnit } from 'effector-react';
import { TOKENS } from '../../application/tokens';
import { EXPIRY_DIALOG } from '../../application/session/expire-session';
import { useService } from '../platform/container-context';
import { DialogFrame } from './dialog-frame';

/** Spec 1 section 4: title 提示, no confirm button; a click on the backdrop closes it. */
export function SessionExpiredDialog() {
  const expiry = useService(TOKENS.ExpiryModel);
  const [open, dismiss] = useUnit([expiry.$open, expiry.dismissed]);
  return (
    <DialogFrame
      open={open}
      onOpenChange={(e) => !e.open && dismiss()}
      closeOnInteractOutside
      role="alertdialog"
      backdrop={{ 'data-testid': 'expiry-backdrop' }}
      maxW="sm"
      title={EXPIRY_DIALOG.title}
      body={{ pb: '6' }}
    >
      {EXPIRY_DIALOG.text}
    </DialogFrame>
  );
}
