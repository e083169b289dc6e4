import { $createParagraphNode, $getSelection, $isRangeSelection, type ElementFormatType, type LexicalEditor } from 'lexical';
import { $createHeadingNode, $createQuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $createCodeNode } from '@lexical/code-core';
import { $setBlocksType } from '@lexical/selection';

/** The named paragraph styles of the 自定义样式 menu (UEditor's customstyle, trimmed). */
export interface CustomStyle {
  name: string;
  tag: 'p' | HeadingTagType;
  align: ElementFormatType;
  style: string;
}

export const CUSTOM_STYLES: CustomStyle[] = [
  { name: '居中标题', tag: 'h2', align: 'center', style: 'border-bottom: 2px solid #cccccc; padding-bottom: 4px;' },
  { name: '居左标题', tag: 'h2', align: 'left', style: 'border-bottom: 2px solid #cccccc; padding-bottom: 4px;' },
  { name: '引言', tag: 'p', align: '', style: 'color: #666666; border-left: 4px solid #dddddd; padding-left: 12px;' },
  { name: '强调', tag: 'p', align: '', style: 'color: #c0392b; font-weight: bold;' },
  { name: '注释', tag: 'p', align: '', style: 'color: #999999; font-size: 12px;' },
  { name: '清除样式', tag: 'p', align: '', style: '' },
];

const create = (tag: 'p' | HeadingTagType) => (tag === 'p' ? $createParagraphNode() : $createHeadingNode(tag));

export function setBlockTag(editor: LexicalEditor, tag: 'p' | HeadingTagType) {
  editor.update(() => {
    const selection = $getSelection();
    if ($isRangeSelection(selection)) $setBlocksType(selection, () => create(tag));
  });
}

export function applyCustomStyle(editor: LexicalEditor, custom: CustomStyle) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $setBlocksType(selection, () => {
      const block = create(custom.tag);
      block.setFormat(custom.align);
      block.setStyle(custom.style);
      return block;
    });
  });
}

/** Quote and code block toggle back to a plain paragraph when already applied. */
export function toggleBlock(editor: LexicalEditor, kind: 'quote' | 'code', active: boolean) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $setBlocksType(selection, () =>
      active ? $createParagraphNode() : kind === 'quote' ? $createQuoteNode() : $createCodeNode(),
    );
  });
}
