import { NativeSelect } from '@chakra-ui/react';
import type { ArticleCategory } from '../../../domain/article/article';

/** 文章类别: the two levels as option groups; the value is the second-level id. */
export function CategorySelect({
  categories,
  value,
  onChange,
  onBlur,
}: {
  categories: ArticleCategory[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} bg="white">
        <option value="">请选择文章类别</option>
        {categories.map((c) => (
          <optgroup key={c.id} label={c.name}>
            {c.options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
