import { NativeSelect } from '@chakra-ui/react';
import type { TagOption } from '../../../domain/album/album';
import './tag-select.css';

interface TagSelectProps {
  options: TagOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A tag group's choices: '' is none (请选择), then each tag by its id. */
function TagOptions({ options }: { options: TagOption[] }) {
  return (
    <>
      <option value="">请选择</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </>
  );
}

/** One tag group of the album as a native select ('' is none), named by its FormField's label. */
export function TagSelect({ options, value, onChange }: TagSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} bg="white">
        <TagOptions options={options} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The same select in the small size, for an image of the album form (album-image-item.tsx),
 * named by the <label> whose `htmlFor` is `id`. Plain elements with the classes of
 * tag-select.css: twenty images bring forty of them, and Chakra's parts resolved their style
 * props for each (issue 48).
 */
export function PlainTagSelect({ id, options, value, onChange }: TagSelectProps & { id: string }) {
  return (
    <div className="tag-select">
      <select id={id} className="tag-select__field" value={value} onChange={(e) => onChange(e.target.value)}>
        <TagOptions options={options} />
      </select>
      <svg className="tag-select__indicator" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}
