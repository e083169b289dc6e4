import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { type AnyFormApi, useStore } from '@tanstack/react-form';
import { formContext } from './form/form-context';
import { AppFormElement, SubmitButton } from './form/form-parts';
import { DialogFrame } from './dialog-frame';

/**
 * The frame of a dialog whose content is an app form (feedback, assignment, appeal). The footer
 * sits inside the <form>, so the submit button and Enter start at most one submit
 * (AppFormElement; a repeat only calls onRepeat). Focus is trapped inside; Escape, the backdrop
 * and 取消 cancel unless a submit is running; focus moving out of it does not (keepOpen).
 */
export function ActionDialog({
  form,
  title,
  maxW = 'lg',
  submitText = '确定',
  submitDisabled = false,
  onRepeat,
  onClose,
  children,
}: {
  form: AnyFormApi;
  title: string;
  maxW?: string;
  submitText?: string;
  submitDisabled?: boolean;
  onRepeat?: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const busy = useStore(form.store, (s) => s.isSubmitting);
  return (
    <DialogFrame
      open
      onFocusOutside={keepOpen}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      maxW={maxW}
      title={title}
      wrap={(inner) => (
        <AppFormElement form={form} onRepeat={onRepeat}>
          {inner}
        </AppFormElement>
      )}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            取消
          </Button>
          <formContext.Provider value={form}>
            <SubmitButton disabled={submitDisabled}>{submitText}</SubmitButton>
          </formContext.Provider>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

/**
 * A modal dialog is closed by Escape, its backdrop or 取消, never because focus left it: its
 * focus trap brings focus back. Under React strict mode (npm start) the trap of the effect React
 * mounts and discards returns focus to the opening button (分配) once the dialog is open, a few
 * frames later when the form's first render was slow; counted as a focus outside, that closed
 * 选择设计师 as the designer list arrived.
 */
function keepOpen(event: { preventDefault: () => void }) {
  event.preventDefault();
}
