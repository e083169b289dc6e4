import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import { $insertGeneratedNodes } from '@lexical/clipboard';
import { mergeRegister } from '@lexical/utils';
import { $getSelection, $isElementNode, COMMAND_PRIORITY_LOW, type LexicalNode, PASTE_COMMAND, PASTE_TAG } from 'lexical';
import { stripImageHostPrefix } from '../../../../domain/editor/image-source';
import { $htmlToNodes } from '../html-io';
import { $isImageNode } from '../nodes/image-node';
import { useEditorShell } from '../editor-context';

const LEXICAL_MIME = 'application/x-lexical-editor';

/** Walks the pasted nodes (not yet in the document) for images. */
function $stripImagePrefixes(nodes: LexicalNode[], prefix: string) {
  for (const node of nodes) {
    if ($isImageNode(node)) node.setSrc(stripImageHostPrefix(node.getSrc(), prefix));
    else if ($isElementNode(node)) $stripImagePrefixes(node.getChildren(), prefix);
  }
}

/**
 * Pasted HTML goes through the sanitiser before Lexical sees it, image sources lose the image
 * host prefix, and remote images are then captured or warned about. Pasted and dropped image
 * files are uploaded.
 */
export function PastePlugin({ onImagesPasted }: { onImagesPasted: () => void }) {
  const [editor] = useLexicalComposerContext();
  const { uploadImages, options } = useEditorShell();

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          DRAG_DROP_PASTE,
          (files) => {
            const images = files.filter((f) => f.type.startsWith('image/'));
            if (images.length === 0) return false;
            void uploadImages(images);
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            const data = 'clipboardData' in event ? event.clipboardData : null;
            const html = data?.getData('text/html');
            // Copies within Lexical and plain text keep Lexical's own handling.
            if (!data || !html || data.types.includes(LEXICAL_MIME)) return false;
            event.preventDefault();
            editor.update(
              () => {
                const selection = $getSelection();
                if (!selection) return;
                const nodes = $htmlToNodes(editor, html);
                $stripImagePrefixes(nodes, options.imageHostPrefix);
                $insertGeneratedNodes(editor, nodes, selection);
              },
              // Remote images are looked for once the pasted nodes are in the document.
              { tag: PASTE_TAG, onUpdate: /<img/i.test(html) ? onImagesPasted : undefined },
            );
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, uploadImages, options, onImagesPasted],
  );
  return null;
}
