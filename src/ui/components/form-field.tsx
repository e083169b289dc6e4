import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** A labelled field whose error (the spec's message) sits next to it and is announced. */
export function FormField({
  label,
  error,
  helper,
  required,
  disabled,
  children,
}: {
  label: string;
  error?: string | null;
  helper?: ReactNode;
  required?: boolean;
  /** Disables the control through the field's context (a native select takes it from there). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}
