import type { FormEvent, ReactNode } from 'react';
import { Button, chakra } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { LeaveGuard } from '../leave-guard';
import { useFormContext } from './form-context';
import { sameValues } from './rules';

/** The submit button: disabled while a submit runs (or when `disabled`), so a double click submits once. */
export function SubmitButton({ children = '提交', disabled }: { children?: ReactNode; disabled?: boolean }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    <Button type="submit" colorPalette="blue" loading={submitting} disabled={disabled || submitting}>
      {children}
    </Button>
  );
}

/** Whether the form's values differ from its default values (the last saved or loaded ones). */
export function useFormDirty(form: ReturnType<typeof useFormContext>) {
  return useStore(form.store, (s) => !s.isSubmitting && !sameValues(s.values, form.options.defaultValues));
}

/**
 * Asks before leaving with unsaved edits. A save that stays on the page resets the form to
 * the saved values (form.reset(values)), and one that navigates does so while submitting:
 * either way a save never asks.
 */
export function FormLeaveGuard({ onDiscard }: { onDiscard?: () => void }) {
  const form = useFormContext();
  return <LeaveGuard when={useFormDirty(form)} onDiscard={onDiscard} />;
}

/**
 * The <form> element of an app form: prevents the page submit and starts at most one submit
 * at a time (a second Enter or click while one runs does nothing).
 */
export function AppFormElement({ form, children, ...rest }: { form: { state: { isSubmitting: boolean }; handleSubmit: () => Promise<unknown> }; children: ReactNode } & Omit<Parameters<typeof chakra.form>[0], 'onSubmit' | 'children'>) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (form.state.isSubmitting) return;
    void form.handleSubmit();
  };
  return (
    <chakra.form noValidate onSubmit={submit} {...rest}>
      {children}
    </chakra.form>
  );
}
