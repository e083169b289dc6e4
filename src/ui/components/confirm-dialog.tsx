import type { ReactNode } from 'react';
import { DialogAnswers, DialogFrame } from './dialog-frame';
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
    <DialogFrame
      open={open}
      role="alertdialog"
      onOpenChange={(e) => !e.open && !running && onCancel()}
      maxW="md"
      title={title}
      footer={
        <DialogAnswers cancel={cancelText} onCancel={onCancel} cancelDisabled={running} onConfirm={() => void confirm.run()} loading={running}>
          {confirmText}
        </DialogAnswers>
      }
    >
      {children}
    </DialogFrame>
  );
}

