import { Fieldset, HStack, Input } from '@chakra-ui/react';
import { CITY_PLACEMENTS, PLACEMENTS, type Placement } from '../../../../domain/banner/banner';
import { FormField } from '../../../components/form-field';

/** A day (yyyy-MM-dd) with the picker's bounds; its error shows once left or after a submit. */
export function DateInput({
  label,
  name,
  value,
  min,
  max,
  disabled,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  name: string;
  value: string;
  min?: string;
  max?: string;
  disabled: boolean;
  error?: string;
  onChange: (day: string) => void;
  onBlur: () => void;
}) {
  return (
    <FormField label={label} required error={error}>
      <Input type="date" name={name} value={value} min={min} max={max} disabled={disabled} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} maxW="xs" />
    </FormField>
  );
}

/** The city placement of a new banner: 电脑端 or 手机端 (fixed once the banner exists). */
export function PlacementChoice({ value, disabled, onChange }: { value: Placement; disabled: boolean; onChange: (p: Placement) => void }) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        投放位置
      </Fieldset.Legend>
      <HStack gap="6" mt="2">
        {CITY_PLACEMENTS.map((p) => (
          <HStack as="label" key={p} gap="2" cursor={disabled ? 'not-allowed' : 'pointer'}>
            <input type="radio" name="placement" value={p} checked={value === p} disabled={disabled} onChange={() => onChange(p)} />
            {PLACEMENTS[p].label}
          </HStack>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
