import { Button, Dialog, Portal } from '@chakra-ui/react';
import { FEEDBACK_REMINDER } from '../../../application/orders/check-feedback-reminder';

/** 反馈提醒 (500px): 确定 confirms; Escape and the backdrop close it. */
export function FeedbackReminderDialog({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog.Root open={open} placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" w="500px">
            <Dialog.Header>
              <Dialog.Title>{FEEDBACK_REMINDER.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{FEEDBACK_REMINDER.text}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onConfirm}>
                {FEEDBACK_REMINDER.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
