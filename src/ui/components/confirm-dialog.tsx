import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

/**
 * A modal question with two answers. Focus is trapped inside and returns to the trigger;
 * Escape and the backdrop cancel. `busy` blocks a double confirm while the action runs.
 */
export function ConfirmDialog({
  open,
  title = '提示',
  children,
  confirmText = '确定',
  cancelText = '取消',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title?: string;
  children: ReactNode;
  confirmText?: string;
  cancelText?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(e) => !e.open && !busy && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelText}
              </Button>
              <Button colorPalette="blue" onClick={onConfirm} loading={busy}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
