import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

/**
 * The frame of a dialog that collects input and submits it (feedback, assignment, appeal):
 * focus is trapped inside, Escape and the backdrop cancel unless a submit is running, and the
 * submit button shows progress so a second click cannot submit twice.
 */
export function ActionDialog({
  title,
  maxW = 'lg',
  busy,
  submitText = '确定',
  submitDisabled = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  maxW?: string;
  busy: boolean;
  submitText?: string;
  submitDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open placement="center" onOpenChange={(e) => !e.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                取消
              </Button>
              <Button colorPalette="blue" loading={busy} disabled={submitDisabled} onClick={onSubmit}>
                {submitText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
