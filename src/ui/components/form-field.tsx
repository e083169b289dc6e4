import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Field } from '@chakra-ui/react';

const CONTROL = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A labelled field whose error (the spec's message) sits next to it and is announced. When a
 * control of the field that had focus is disabled or removed (获取验证码 while the code is sent
 * and counting down), focus goes to the field's input instead of falling to the page (issue 59).
 */
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
  const root = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (!last || (last.isConnected && !last.matches(':disabled'))) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    lastFocused.current = null;
    root.current?.querySelector<HTMLElement>(CONTROL)?.focus();
  });
  return (
    <Field.Root ref={root} invalid={Boolean(error)} required={required} disabled={disabled} onFocus={(e) => (lastFocused.current = e.target)}>
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
