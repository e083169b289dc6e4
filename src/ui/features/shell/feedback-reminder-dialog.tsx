import { FEEDBACK_REMINDER } from '../../../application/orders/check-feedback-reminder';
import { NoticeDialog } from '../../components/notice-dialog';

/** 反馈提醒 (500px): 确定 confirms; Escape and the backdrop close it. */
export function FeedbackReminderDialog({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <NoticeDialog open={open} title={FEEDBACK_REMINDER.title} button={FEEDBACK_REMINDER.confirm} onButton={onConfirm} onClose={onClose} maxW="500px" w="500px">
      {FEEDBACK_REMINDER.text}
    </NoticeDialog>
  );
}
