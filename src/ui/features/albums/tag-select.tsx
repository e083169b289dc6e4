import { NativeSelect } from '@chakra-ui/react';
import type { TagOption } from '../../../domain/album/album';

/** One tag group as a native select ('' is none). Inside a FormField the label names it; otherwise pass `label`. */
export function TagSelect({
  options,
  value,
  onChange,
  label,
  size = 'sm',
}: {
  options: TagOption[];
  value: string;
  onChange: (value: string) => void;
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} bg="white">
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
