import { useState } from 'react';

/** One top-level block per line, so the source is readable and diffs line by line. */
export function formatSource(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes)
    .map((node) => (node instanceof Element ? node.outerHTML : (node.textContent ?? '').trim()))
    .filter(Boolean)
    .join('\n');
}

/**
 * 源代码: the document's HTML, editable. Leaving the box (or the source view) applies it;
 * the editor sanitises it like any other input, so what comes back is what is stored.
 */
interface Props {
  html: string;
  onEdit: (source: string) => void;
  onApply: (source: string) => void;
  minHeight: number;
}

export function SourceView({ html, onEdit, onApply, minHeight }: Props) {
  const [text, setText] = useState(() => formatSource(html));
  // A new document from outside replaces what is shown (React's "adjusting state when a prop changes").
  const [shownHtml, setShownHtml] = useState(html);
  if (html !== shownHtml) {
    setShownHtml(html);
    setText(formatSource(html));
  }
  return (
    <textarea
      className="rte-source"
      aria-label="HTML 源代码"
      spellCheck={false}
      style={{ minHeight }}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onEdit(e.target.value);
      }}
      onBlur={() => onApply(text)}
    />
  );
}
