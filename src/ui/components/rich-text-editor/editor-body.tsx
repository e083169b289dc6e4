import { type MouseEvent, useCallback, useState } from 'react';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { EDITOR_LIMITS } from '../../../domain/editor/editor-constants';
import { useEditorShell } from './editor-context';
import { SourceView } from './source-view';
import { LinkBubble } from './toolbar/link-bubble';
import { TableResizePlugin } from './plugins/table-resize-plugin';
import { ContextMenu, type MenuPosition } from './context-menu';
import type { useSourceMode } from './use-source-mode';

interface Props {
  label: string;
  minHeight: number;
  source: ReturnType<typeof useSourceMode>;
}

/**
 * The editing area: grows with its content (auto-height, 25 px of room below the last line),
 * or the source view in its place. The right button opens the editor's own menu.
 */
export function EditorBody({ label, minHeight, source }: Props) {
  const { fullscreen } = useEditorShell();
  const [menu, setMenu] = useState<MenuPosition | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  const openMenu = (e: MouseEvent<HTMLDivElement>) => {
    if (source.sourceMode) return; // the source box keeps the browser's own menu
    e.preventDefault();
    const frame = e.currentTarget.getBoundingClientRect();
    setMenu({ x: e.clientX - frame.left, y: e.clientY - frame.top + e.currentTarget.scrollTop });
  };

  const height = fullscreen ? `calc(100vh - ${EDITOR_LIMITS.pageChromePx}px)` : minHeight;
  return (
    <div className="rte-body" onContextMenu={openMenu}>
      <div hidden={source.sourceMode}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="rte-content"
              ariaLabel={label}
              ariaMultiline
              style={{ minHeight: height, paddingBottom: EDITOR_LIMITS.autoHeightPaddingPx }}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      {source.sourceMode && (
        <SourceView html={source.sourceHtml} minHeight={minHeight} onEdit={source.setSourceDraft} onApply={source.applySource} />
      )}
      <LinkBubble />
      <TableResizePlugin />
      {menu && <ContextMenu at={menu} onClose={closeMenu} />}
    </div>
  );
}
