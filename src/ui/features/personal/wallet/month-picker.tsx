import { Input } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field';

/** 选择月份: a native month input that offers no month after the current one. */
export function MonthPicker({ value, max, error, onPick }: { value: string; max: string; error: string | null; onPick: (month: string) => void }) {
  return (
    <FormField label="选择月份" error={error}>
      <Input type="month" name="month" maxW="xs" value={value} max={max} onChange={(e) => onPick(e.target.value)} />
    </FormField>
  );
}
