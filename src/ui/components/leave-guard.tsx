import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

export const LEAVE_MESSAGES = { title: '内容有编辑，未提交', text: '是否放弃编辑' } as const;

/**
 * Leaving a form with unsaved edits asks first: in-app links and the browser's back and forward
 * buttons get the dialog (内容有编辑，未提交 / 是否放弃编辑), a reload or tab close the browser's
 * own prompt. `when` must be false once a save succeeded, so a save never asks.
 */
export function LeaveGuard({
  when,
  onDiscard,
  title = LEAVE_MESSAGES.title,
  text = LEAVE_MESSAGES.text,
}: {
  when: boolean;
  onDiscard?: () => void;
  title?: string;
  text?: string;
}) {
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={title}
      onConfirm={() => {
        onDiscard?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      {text}
    </ConfirmDialog>
  );
}
