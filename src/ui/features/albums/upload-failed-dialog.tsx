import { Button, Dialog, Portal } from '@chakra-ui/react';
import { UPLOAD_FAILED_MESSAGE } from '../../../application/albums/album-submission';

/**
 * An upload failed or came back without a key: the user is asked to publish again. 确定 closes
 * the dialog and keeps the form, picked images included, so a retry (after reconnecting)
 * uploads them; nothing typed or picked is lost.
 */
export function UploadFailedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" closeOnEscape={false} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title>提示</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{UPLOAD_FAILED_MESSAGE}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
