import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { FORMAT_TEXT_COMMAND, INDENT_CONTENT_COMMAND, OUTDENT_CONTENT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import { useEditorShell } from '../editor-context';
import { ToolbarButton } from './toolbar-controls';
import { AlignMenu, ColorMenu, CustomStyleMenu, HeadingMenu } from './format-menus';
import { LinkDialog } from './link-tools';
import { ChartButton, TablePicker } from './table-tools';
import { ImagePopover, VideoPopover } from './media-tools';
import { toggleBlock } from './block-actions';
import { useToolbarState } from './use-toolbar-state';
import { FullscreenIcon, SearchIcon } from './icons';

/**
 * The toolbar of ui-glossary "Rich-text editor", in its order, plus indentation and custom
 * styles. While the source view is open, any editing control first applies the source.
 */
export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  const { sourceMode, toggleSource, fullscreen, toggleFullscreen, panel, setPanel } = useEditorShell();
  const format = (f: 'bold' | 'italic' | 'underline' | 'strikethrough') => () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f);
  const list = (type: 'number' | 'bullet') => () =>
    state.blockType === type
      ? editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
      : editor.dispatchCommand(type === 'number' ? INSERT_ORDERED_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined);

  return (
    <div className="rte-toolbar" role="toolbar" aria-label="编辑工具栏">
      <ToolbarButton label="撤销" glyph="↶" onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)} />
      <ToolbarButton label="重做" glyph="↷" onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)} />
      <span className="rte-sep" />
      <ToolbarButton label="加粗" glyph={<b>B</b>} pressed={state.bold} onClick={format('bold')} />
      <ToolbarButton label="斜体" glyph={<i>I</i>} pressed={state.italic} onClick={format('italic')} />
      <ToolbarButton label="下划线" glyph={<u>U</u>} pressed={state.underline} onClick={format('underline')} />
      <ToolbarButton label="删除线" glyph={<s>S</s>} pressed={state.strikethrough} onClick={format('strikethrough')} />
      <ColorMenu current={state.color} />
      <span className="rte-sep" />
      <HeadingMenu state={state} />
      <CustomStyleMenu />
      <ToolbarButton label="引用" glyph="❝" pressed={state.blockType === 'quote'} onClick={() => toggleBlock(editor, 'quote', state.blockType === 'quote')} />
      <ToolbarButton label="代码" glyph="{ }" pressed={state.blockType === 'code'} onClick={() => toggleBlock(editor, 'code', state.blockType === 'code')} />
      <AlignMenu current={state.align} />
      <ToolbarButton label="增加缩进" glyph="⇥" onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)} />
      <ToolbarButton label="减少缩进" glyph="⇤" onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)} />
      <span className="rte-sep" />
      <ToolbarButton label="有序列表" glyph="1." pressed={state.blockType === 'number'} onClick={list('number')} />
      <ToolbarButton label="无序列表" glyph="•" pressed={state.blockType === 'bullet'} onClick={list('bullet')} />
      <LinkDialog />
      <span className="rte-sep" />
      <TablePicker inTable={state.table} />
      <ChartButton />
      <ImagePopover />
      <VideoPopover />
      <span className="rte-sep" />
      <ToolbarButton label="查找替换" glyph={<SearchIcon />} pressed={panel === 'search'} onClick={() => setPanel(panel === 'search' ? null : 'search')} />
      <ToolbarButton label="源代码" glyph="</>" pressed={sourceMode} keepsSource onClick={toggleSource} />
      <ToolbarButton label="全屏" glyph={<FullscreenIcon />} pressed={fullscreen} keepsSource onClick={toggleFullscreen} />
    </div>
  );
}
