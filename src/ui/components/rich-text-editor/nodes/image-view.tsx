import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { mergeRegister } from '@lexical/utils';
import {
  $getNodeByKey,
  $getSelection,
  $isNodeSelection,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  KEY_BACKSPACE_COMMAND,
  KEY_DELETE_COMMAND,
  type NodeKey,
} from 'lexical';

interface Props {
  nodeKey: NodeKey;
  src: string;
  alt?: string;
  title?: string;
  width?: number;
  height?: number;
}

/** Click selects the image (so Delete removes it), as an inline image does in a word processor. */
export function ImageView({ nodeKey, src, alt, title, width, height }: Props) {
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);

  useEffect(() => {
    const remove = (event: KeyboardEvent | null) => {
      const selection = $getSelection();
      if (!selected || !$isNodeSelection(selection)) return false;
      event?.preventDefault();
      $getNodeByKey(nodeKey)?.remove();
      return true;
    };
    return mergeRegister(
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
      editor.registerCommand(KEY_DELETE_COMMAND, remove, COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_BACKSPACE_COMMAND, remove, COMMAND_PRIORITY_LOW),
    );
  }, [editor, nodeKey, selected, setSelected, clearSelection]);

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
