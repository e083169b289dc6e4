import { Button, Dialog, Portal } from '@chakra-ui/react';
import { UPLOAD_FAILED_MESSAGE } from '../../../application/albums/album-submission';

/**
 * An upload failed or came back without a key: 网络出现问题，您需要重新发布 (spec 2 sections 4
 * and 8). Only 确定 answers it. On album create it reloads the page, whose form puts the typed
 * fields and the picked images back (the images from IndexedDB); offline, or where the images
 * could not be kept (edit, re-edit, no IndexedDB), it closes and the form stays as it is.
 */
export function UploadFailedDialog({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
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
              <Button colorPalette="blue" onClick={onConfirm}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
