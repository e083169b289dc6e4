import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $patchStyleText } from '@lexical/selection';
import { $getSelection, FORMAT_ELEMENT_COMMAND, type ElementFormatType } from 'lexical';
import type { HeadingTagType } from '@lexical/rich-text';
import { MenuItem, ToolbarPopover, keepFocus } from './toolbar-controls';
import { CUSTOM_STYLES, applyCustomStyle, setBlockTag } from './block-actions';
import type { ToolbarState } from './use-toolbar-state';

const COLORS: [string, string][] = [
  ['黑色', '#000000'], ['深灰', '#555555'], ['灰色', '#999999'], ['红色', '#e03e2d'], ['橙色', '#e67e23'],
  ['黄色', '#f1c40f'], ['绿色', '#2dc26b'], ['青色', '#16a085'], ['蓝色', '#3598db'], ['紫色', '#8e44ad'],
];

export function ColorMenu({ current }: { current: string }) {
  const [editor] = useLexicalComposerContext();
  const apply = (color: string | null, close: () => void) => {
    editor.update(() => {
      const selection = $getSelection();
      if (selection) $patchStyleText(selection, { color });
    });
    close();
    editor.focus();
  };
  return (
    <ToolbarPopover label="字体颜色" glyph={<span className="rte-glyph-color" style={{ borderColor: current || '#000' }}>A</span>}>
      {(close) => (
        <div className="rte-swatches">
          {COLORS.map(([name, value]) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={current === value}
              aria-label={name}
              title={name}
              tabIndex={-1}
              className="rte-swatch"
              style={{ background: value }}
              onMouseDown={keepFocus}
              onClick={() => apply(value, close)}
            />
          ))}
          <MenuItem onSelect={() => apply(null, close)}>默认颜色</MenuItem>
        </div>
      )}
    </ToolbarPopover>
  );
}

const HEADINGS: [string, 'p' | HeadingTagType][] = [
  ['正文', 'p'], ['标题 1', 'h1'], ['标题 2', 'h2'], ['标题 3', 'h3'], ['标题 4', 'h4'], ['标题 5', 'h5'], ['标题 6', 'h6'],
];

export function HeadingMenu({ state }: { state: ToolbarState }) {
  const [editor] = useLexicalComposerContext();
  const current = state.blockType === 'paragraph' ? 'p' : state.blockType;
  return (
    <ToolbarPopover label="标题" glyph="H">
      {(close) =>
        HEADINGS.map(([name, tag]) => (
          <MenuItem key={tag} checked={current === tag} onSelect={() => (setBlockTag(editor, tag), close(), editor.focus())}>
            <span className={`rte-menu-${tag}`}>{name}</span>
          </MenuItem>
        ))
      }
    </ToolbarPopover>
  );
}

export function CustomStyleMenu() {
  const [editor] = useLexicalComposerContext();
  return (
    <ToolbarPopover label="自定义样式" glyph="样式">
      {(close) =>
        CUSTOM_STYLES.map((custom) => (
          <MenuItem key={custom.name} onSelect={() => (applyCustomStyle(editor, custom), close(), editor.focus())}>
            {custom.name}
          </MenuItem>
        ))
      }
    </ToolbarPopover>
  );
}

const ALIGNMENTS: [string, ElementFormatType][] = [['左对齐', 'left'], ['居中对齐', 'center'], ['右对齐', 'right'], ['两端对齐', 'justify']];

export function AlignMenu({ current }: { current: ElementFormatType }) {
  const [editor] = useLexicalComposerContext();
  return (
    <ToolbarPopover label="对齐" glyph="≡">
      {(close) =>
        ALIGNMENTS.map(([name, value]) => (
          <MenuItem
            key={value}
            checked={current === value || (value === 'left' && current === '')}
            onSelect={() => (editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, value), close(), editor.focus())}
          >
            {name}
          </MenuItem>
        ))
      }
    </ToolbarPopover>
  );
}
