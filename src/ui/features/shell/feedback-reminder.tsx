import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { CheckFeedbackReminder, FEEDBACK_REMINDER } from '../../../application/orders/check-feedback-reminder';
import { FEEDBACK_TAB } from '../../../domain/order/order-tabs';
import { useService, useSession } from '../../platform/container-context';
import { WarningInstead, lazyPart } from '../../components/lazy-part';

// The dialog (and the dialog code of every signed-in screen's first load) comes only on a day
// the reminder has something to say: the shell rendered a closed dialog on every screen.
const FeedbackReminderDialog = lazyPart(() => import('./feedback-reminder-dialog').then((m) => ({ default: m.FeedbackReminderDialog })));

const onOrderPage = (path: string) => path.startsWith('/order') || path.startsWith('/grouporder');

/**
 * The feedback reminder (500px): checked once per calendar day after sign-in; OK opens
 * /order?tab=1 unless an order page is already open.
 */
export function FeedbackReminder() {
  const check = useService(CheckFeedbackReminder);
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // null until the check says to remind: nothing is mounted before.
  const [open, setOpen] = useState<boolean | null>(null);
  const userId = user?.user_id;
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const deliver = (show: boolean) => {
      if (live && show) setOpen(true);
      return live;
    };
    check.execute(deliver).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [check, userId]);

  const confirm = () => {
    setOpen(false);
    if (!onOrderPage(pathname)) void navigate({ to: '/order', search: { tab: FEEDBACK_TAB } });
  };

  if (open === null) return null;
  return (
    <FeedbackReminderDialog
      open={open}
      onConfirm={confirm}
      onClose={close}
      failed={() => <WarningInstead text={FEEDBACK_REMINDER.text} then={close} />}
      tellUnreachable={false}
    />
  );
}
