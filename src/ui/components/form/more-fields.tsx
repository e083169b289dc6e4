import { NativeSelect, Textarea } from '@chakra-ui/react';
import { FormField } from '../form-field';
import { useFieldContext } from './form-context';
import { blurred } from './rules';
import { useShownError, type Common } from './fields';

// Apart from fields.tsx, so that the sign-in forms (short-form-kit.ts), which use neither, do not
// load Chakra's textarea and native select with /login.

export function TextareaField({ label, required, helper, placeholder, disabled, readOnly, rows = 4, maxLength }: Common & { rows?: number; maxLength?: number }) {
  const field = useFieldContext<string>();
  return (
    <FormField label={label} required={required} error={useShownError()} helper={helper}>
      <Textarea
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        value={field.state.value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(e) => field.handleChange(e.target.value)}
        onBlur={blurred(field)}
      />
    </FormField>
  );
}

export function SelectField({ label, required, helper, disabled, options, placeholder = '请选择' }: Common & { options: readonly { value: string; label: string }[] }) {
  const field = useFieldContext<string>();
  return (
    <FormField label={label} required={required} error={useShownError()} helper={helper} disabled={disabled}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name={field.name} value={field.state.value ?? ''} onChange={(e) => field.handleChange(e.target.value)} onBlur={blurred(field)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
