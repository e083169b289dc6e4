import { it } from 'vitest';
import { createEditor, $getRoot, $insertNodes } from 'lexical';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { ListNode, ListItemNode } from '@lexical/list';
import { LinkNode, AutoLinkNode } from '@lexical/link';
import { TableNode, TableCellNode, TableRowNode } from '@lexical/table';
import { CodeNode, CodeHighlightNode } from '@lexical/code-core';

const inputs = [
  '<p>plain <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <span style="color: #ff0000;">red</span></p>',
  '<h1>H1</h1><h2 style="text-align: center;">H2</h2><blockquote>q</blockquote>',
  '<pre>line1<br>line2</pre>',
  '<ul><li>a</li><li>b</li></ul><ol><li>one</li></ol>',
  '<p><a href="https://example.com/x" target="_blank">link</a></p>',
  '<table><tbody><tr><th>h</th><th>a</th></tr><tr><th>r</th><td style="vertical-align: top;">1</td></tr></tbody></table>',
  '<p style="padding-inline-start: 40px;">indented</p><p style="text-align: right;">r</p>',
  '<p>a<br>b</p><p><code>x</code></p>',
];
it('prints', () => {
  const editor = createEditor({ nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, TableNode, TableCellNode, TableRowNode, CodeNode, CodeHighlightNode], onError: (e) => { throw e; } });
  for (const html of inputs) {
    editor.update(() => {
      const dom = new DOMParser().parseFromString(html, 'text/html');
      const nodes = $generateNodesFromDOM(editor, dom);
      $getRoot().clear().select();
      $insertNodes(nodes);
    }, { discrete: true });
    editor.getEditorState().read(() => { console.log(html, '\n=>', $generateHtmlFromNodes(editor, null), '\n'); });
  }
});
