import { Dialog, Portal } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { TOKENS } from '../../application/tokens';
import { EXPIRY_DIALOG } from '../../application/session/expire-session';
import { useService } from '../shared/container-context';

/** Spec 1 section 4: title 提示, no confirm button; a click on the backdrop closes it. */
export function SessionExpiredDialog() {
  const expiry = useService(TOKENS.ExpiryModel);
  const [open, dismiss] = useUnit([expiry.$open, expiry.dismissed]);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && dismiss()} closeOnInteractOutside role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop data-testid="expiry-backdrop" />
        <Dialog.Positioner>
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title>{EXPIRY_DIALOG.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{EXPIRY_DIALOG.text}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
