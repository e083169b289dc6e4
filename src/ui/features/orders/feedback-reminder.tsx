import { useEffect, useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { CheckFeedbackReminder, FEEDBACK_REMINDER } from '../../../application/orders/check-feedback-reminder';
import { FEEDBACK_TAB } from '../../../domain/order/order-tabs';
import { useService, useSession } from '../../app/container-context';

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
  const [open, setOpen] = useState(false);
  const userId = user?.user_id;

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

  return (
    <Dialog.Root open={open} placement="center" onOpenChange={(e) => !e.open && setOpen(false)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" w="500px">
            <Dialog.Header>
              <Dialog.Title>{FEEDBACK_REMINDER.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{FEEDBACK_REMINDER.text}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={confirm}>
                {FEEDBACK_REMINDER.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
