import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useOneShot } from './one-shot';

/**
 * A modal question with two answers. Focus is trapped inside and returns to the trigger;
 * Escape and the backdrop cancel. The confirm is one-shot (`useOneShot`): a double click, or a
 * second click while the promise `onConfirm` returns is running, confirms once; `busy` adds a
 * caller's own pending state.
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
  onConfirm: () => unknown;
  onCancel: () => void;
}) {
  const confirm = useOneShot(onConfirm);
  const running = busy || confirm.busy;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(e) => !e.open && !running && onCancel()}
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
              <Button variant="outline" onClick={onCancel} disabled={running}>
                {cancelText}
              </Button>
              <Button colorPalette="blue" onClick={() => void confirm.run()} loading={running}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
