import { useState, type ReactNode } from 'react';
import { Button, Group, Input, InputAddon } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { FormField } from '../form-field';
import { useFieldContext } from './form-context';
import { blurred, visibleError } from './rules';

export interface Common {
  label: string;
  required?: boolean;
  helper?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A field's error shows once the user has left it or tried to submit. */
export function useShownError() {
  return visibleError(useFieldContext<string>());
}

/** The input alone, or in a group with an addon before it and a control after it. */
const attached = (input: ReactNode, addon?: string, end?: ReactNode) =>
  addon || end ? (
    <Group attached w="full">
      {addon && <InputAddon>{addon}</InputAddon>}
      {input}
      {end}
    </Group>
  ) : (
    input
  );

interface TextOptions {
  type?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  /** Text attached before the input (the phone's +86). */
  addon?: string;
  /** A control attached after the input (the SMS code's 获取验证码). */
  end?: ReactNode;
}

export function TextField({ label, required, helper, placeholder, disabled, readOnly, type = 'text', maxLength, autoComplete, inputMode, addon, end }: Common & TextOptions) {
  const field = useFieldContext<string>();
  const input = (
    <Input
      name={field.name}
      type={type}
      value={field.state.value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readOnly}
      maxLength={maxLength}
      autoComplete={autoComplete}
      inputMode={inputMode}
      onChange={(e) => field.handleChange(e.target.value)}
      onBlur={blurred(field)}
    />
  );
  return (
    <FormField label={label} required={required} error={useShownError()} helper={helper}>
      {attached(input, addon, end)}
    </FormField>
  );
}

/**
 * A password with the 显示密码 toggle (spec 2: every password field of the security screens has
 * one; `reveal={false}` leaves it out where the screen has none, as /login). `autoComplete`:
 * "current-password" where the account's password is asked for.
 */
export function PasswordField({ label, required, helper, placeholder, disabled, autoComplete = 'new-password', reveal = true }: Common & { autoComplete?: string; reveal?: boolean }) {
  const field = useFieldContext<string>();
  const [shown, setShown] = useState(false);
  return (
    <FormField label={label} required={required} error={useShownError()} helper={helper}>
      {attached(
        <Input
          name={field.name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={field.state.value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => field.handleChange(e.target.value)}
          onBlur={blurred(field)}
        />,
        undefined,
        reveal && (
          <Button type="button" variant="outline" aria-pressed={shown} aria-label="显示密码" onClick={() => setShown((s) => !s)}>
            {shown ? '隐藏' : '显示'}
          </Button>
        ),
      )}
    </FormField>
  );
}
