import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

/**
 * The frame of every modal of the app: a centred dialog over a backdrop, with its title, its
 * body and (when given) its footer. Focus is trapped inside and returns to the trigger. The
 * root's own props (open, onOpenChange, role, closeOnEscape, size…) pass through as given, so
 * the recipe's defaults stand for those left out. `wrap` puts title, body and footer inside an
 * element of their own (an app form's <form>, so its footer holds the submit button).
 */
export function DialogFrame({
  title,
  children,
  footer,
  maxW,
  w,
  body,
  backdrop,
  closeButton = false,
  wrap = (inner) => inner,
  ...root
}: Omit<Dialog.RootProps, 'children' | 'placement'> & {
  title: ReactNode;
  /** The body. */
  children: ReactNode;
  footer?: ReactNode;
  maxW?: Dialog.ContentProps['maxW'];
  w?: Dialog.ContentProps['w'];
  /** Props of the body (its padding, its white space). */
  body?: Dialog.BodyProps;
  /** Props of the backdrop (a test id). */
  backdrop?: Dialog.BackdropProps & { 'data-testid'?: string };
  /** A 关闭 button in the corner (a dialog with no footer of its own). */
  closeButton?: boolean;
  wrap?: (inner: ReactNode) => ReactNode;
}) {
  return (
    <Dialog.Root placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop {...backdrop} />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} w={w}>
            {wrap(
              <>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body {...body}>{children}</Dialog.Body>
                {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
              </>,
            )}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's two answers: 取消 (outline) and the blue confirm. */
export function DialogAnswers({
  cancel = '取消',
  onCancel,
  cancelDisabled,
  children = '确定',
  onConfirm,
  loading,
  disabled,
}: {
  cancel?: string;
  onCancel: () => void;
  cancelDisabled?: boolean;
  children?: ReactNode;
  onConfirm: () => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancel}
      </Button>
      <Button colorPalette="blue" onClick={onConfirm} loading={loading} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
