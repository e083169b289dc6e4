import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from 'lexical';

interface Props {
  nodeKey: NodeKey;
  src: string;
  alt?: string;
  title?: string;
  width?: number;
  height?: number;
}

/**
 * Click selects the image, as an inline image is in a word processor: Backspace or Delete
 * removes it and the arrows leave it (the rich-text plugin's handling of a node selection),
 * typing replaces it (SelectedNodePlugin).
 */
export function ImageView({ nodeKey, src, alt, title, width, height }: Props) {
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);

  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event) => {
          const target = event.target as HTMLElement | null;
          if (target?.closest('[data-rte-image-key]')?.getAttribute('data-rte-image-key') !== nodeKey) return false;
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, nodeKey, setSelected, clearSelection],
  );

  return (
    <img
      data-rte-image-key={nodeKey}
      src={src}
      alt={alt ?? ''}
      title={title || undefined}
      width={width}
      height={height}
      className={selected ? 'rte-image-selected' : undefined}
      draggable={false}
    />
  );
}
