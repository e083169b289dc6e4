import type { ReactNode } from 'react';
import { Button, type Dialog } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';

/**
 * A modal message with one answer (确定, 我知道了): a title, the message and a blue button.
 * With `onClose`, Escape and the backdrop close it; without, only the button answers it and it
 * is announced as an alert dialog. Focus is trapped inside and returns to the trigger.
 */
export function NoticeDialog({
  open,
  title,
  children,
  button,
  onButton,
  onClose,
  maxW,
  w,
  size,
  scrollBehavior,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  button: string;
  onButton: () => void;
  onClose?: () => void;
  maxW?: Dialog.ContentProps['maxW'];
  w?: Dialog.ContentProps['w'];
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
}) {
  const dismissable = onClose
    ? { onOpenChange: (e: { open: boolean }) => !e.open && onClose() }
    : { role: 'alertdialog' as const, closeOnEscape: false, closeOnInteractOutside: false };
  // Only the variants given: the recipe's defaults stand for the rest.
  const variants = { ...(size && { size }), ...(scrollBehavior && { scrollBehavior }) };
  return (
    <DialogFrame
      open={open}
      {...variants}
      {...dismissable}
      maxW={maxW}
      w={w}
      title={title}
      footer={
        <Button colorPalette="blue" onClick={onButton}>
          {button}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
