import { Button, Dialog, Portal } from '@chakra-ui/react';
import { UPLOAD_FAILED_MESSAGE } from '../../../application/albums/album-submission';

/** An upload failed or came back without a key: the only way on is to reload and publish again. */
export function UploadFailedDialog({ open }: { open: boolean }) {
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
              <Button colorPalette="blue" onClick={() => window.location.reload()}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
