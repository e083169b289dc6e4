import type { ReactNode } from 'react';
import { Field, chakra } from '@chakra-ui/react';

/**
 * The required mark of a group's legend (a region cascader, a radio group), drawn as Field's
 * RequiredIndicator draws it beside a label; the group itself says aria-required.
 */
export function RequiredMark() {
  return (
    <chakra.span aria-hidden="true" color="fg.error" lineHeight="1" ms="1">
      *
    </chakra.span>
  );
}

/** A labelled field whose error (the spec's message) sits next to it and is announced. */
export function FormField({
  label,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  error?: string | null;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
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
