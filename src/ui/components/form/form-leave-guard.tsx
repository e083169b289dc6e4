import { useStore } from '@tanstack/react-form';
import { LeaveGuard } from '../leave-guard';
import { useFormContext } from './form-context';
import { sameValues } from './rules';

// Apart from form-parts.tsx so a form without a leave guard (the sign-in forms) does not load
// the guard's confirm dialog.

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
