import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getNodeByKey, $isElementNode, type Klass, type LexicalNode, ParagraphNode, setDOMStyleFromCSS } from 'lexical';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';

/**
 * Lexical keeps a block's style (our named custom styles) in the node but does not draw it;
 * this puts it on the block's element after every change so the user sees the style.
 */
export function BlockStylePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const applied = new WeakMap<HTMLElement, string>();
    const paint = (mutations: Map<string, string>) => {
      editor.getEditorState().read(() => {
        for (const [key, kind] of mutations) {
          if (kind === 'destroyed') continue;
          const node = $getNodeByKey(key);
          const dom = editor.getElementByKey(key);
          if (!dom || !$isElementNode(node)) continue;
          const style = node.getStyle();
          const before = applied.get(dom) ?? '';
          if (style === before) continue;
          setDOMStyleFromCSS(dom.style, style, before);
          applied.set(dom, style);
        }
      });
    };
    const classes: Klass<LexicalNode>[] = [ParagraphNode, HeadingNode, QuoteNode];
    return mergeRegister(...classes.map((klass) => editor.registerMutationListener(klass, paint)));
  }, [editor]);
  return null;
}
