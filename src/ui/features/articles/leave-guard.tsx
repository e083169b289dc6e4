import { useBlocker } from '@tanstack/react-router';
import { ARTICLE_MESSAGES } from '../../../domain/article/article-form';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Leaving with unsaved changes asks 内容有编辑，未提交 / 是否放弃编辑; a reload or tab close asks the browser. */
export function LeaveGuard({ when, onDiscard }: { when: boolean; onDiscard: () => void }) {
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={ARTICLE_MESSAGES.leaveTitle}
      onConfirm={() => {
        onDiscard();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      {ARTICLE_MESSAGES.leaveText}
    </ConfirmDialog>
  );
}
