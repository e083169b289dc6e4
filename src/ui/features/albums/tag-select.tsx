import { NativeSelect } from '@chakra-ui/react';
import type { TagOption } from '../../../domain/album/album';

/**
 * One tag group as a native select ('' is none). Inside a FormField the label names it;
 * otherwise pass the `id` of its own <label>, or a `label`.
 */
export function TagSelect({
  options,
  value,
  onChange,
  label,
  id,
  size = 'sm',
}: {
  options: TagOption[];
  value: string;
  onChange: (value: string) => void;
  label?: string;
  id?: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} bg="white">
        <option value="">请选择</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
