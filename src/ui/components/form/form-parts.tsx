import { type FormEvent, type ReactNode, useRef } from 'react';
import { Button, chakra } from '@chakra-ui/react';
import { type AnyFormApi, useStore } from '@tanstack/react-form';
import { useFormContext } from './form-context';

/** The submit button: disabled while a submit runs (or when `disabled`), so a double click submits once. */
export function SubmitButton({ children = '提交', disabled, size, width }: { children?: ReactNode; disabled?: boolean; size?: 'sm' | 'md' | 'lg'; width?: string }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    <Button type="submit" colorPalette="blue" size={size} width={width} loading={submitting} disabled={disabled || submitting}>
      {children}
    </Button>
  );
}

/**
 * The <form> element of an app form: prevents the page submit and starts at most one submit
 * at a time (a second Enter or click while one runs only calls onRepeat).
 */
export function AppFormElement({
  form,
  children,
  onRepeat,
  ...rest
}: {
  form: AnyFormApi;
  children: ReactNode;
  /** A submit while one runs (e.g. 请勿多次提交 where the spec says so). */
  onRepeat?: () => void;
} & Omit<Parameters<typeof chakra.form>[0], 'onSubmit' | 'children'>) {
  const running = useRef(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (running.current || form.state.isSubmitting) return onRepeat?.();
    running.current = true;
    try {
      // Every field is checked and shows its message at once (TanStack Form stops at the first
      // known error on a first attempt and would leave untouched fields silent).
      for (const name of Object.keys(form.fieldInfo)) form.setFieldMeta(name, (m) => ({ ...m, isBlurred: true }));
      await form.validateAllFields('submit');
      await form.handleSubmit();
    } finally {
      running.current = false;
    }
  };
  return (
    <chakra.form noValidate onSubmit={(e) => void submit(e)} {...rest}>
      {children}
    </chakra.form>
  );
}
