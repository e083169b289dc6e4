/**
 * Lexical's HTML export is written for the clipboard: white-space spans, <b><strong> pairs,
 * theme classes, list values, default table-cell styling. This turns it into the plain markup
 * the public site stores and the source view shows, without losing anything meaningful.
 */
const DROP_ATTRIBUTES = ['class', 'spellcheck', 'value', 'data-lexical-indent', 'data-language', 'data-highlight-language'];
// Declarations Lexical adds for clipboard fidelity that carry no content meaning.
const DEFAULT_DECLARATIONS = new Set([
  'white-space: pre-wrap',
  'border: 1px solid black',
  'width: 75px',
  'text-align: start',
  'background-color: rgb(242, 243, 245)',
  'background-color: #f2f3f5',
]);

const hex = (n: string) => Number(n).toString(16).padStart(2, '0');
/** The browser turns #e03e2d into rgb(224, 62, 45) when Lexical draws it; store hex, as it came. */
const toHex = (declaration: string) =>
  declaration.replace(/rgb\(\s*(\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})\s*\)/g, (_, r, g, b) => `#${hex(r)}${hex(g)}${hex(b)}`);

function cleanStyle(el: Element) {
  const style = el.getAttribute('style');
  if (style === null) return;
  const kept = style
    .split(';')
    .map((d) => d.trim().replace(/\s*:\s*/, ': '))
    .filter((d) => d && !DEFAULT_DECLARATIONS.has(d))
    .map(toHex);
  if (kept.length) el.setAttribute('style', `${kept.join('; ')};`);
  else el.removeAttribute('style');
}

function unwrap(el: Element) {
  el.replaceWith(...Array.from(el.childNodes));
}

const bare = (el: Element) => el.attributes.length === 0;
const onlyChild = (el: Element, tag: string) =>
  el.childNodes.length === 1 && el.firstElementChild?.localName === tag ? el.firstElementChild : null;

function cleanElement(el: Element) {
  for (const name of DROP_ATTRIBUTES) el.removeAttribute(name);
  for (const attr of Array.from(el.attributes)) if (attr.name.startsWith('data-') && attr.name !== 'data-chart') el.removeAttribute(attr.name);
  if (el.getAttribute('dir') === 'ltr') el.removeAttribute('dir');
  cleanStyle(el);
}

function simplify(el: Element) {
  const tag = el.localName;
  if (tag === 'span' && bare(el)) return unwrap(el);
  // <b><strong>x</strong></b> and <i><em>x</em></i>: keep the semantic inner element.
  if ((tag === 'b' && bare(el) && onlyChild(el, 'strong')) || (tag === 'i' && bare(el) && onlyChild(el, 'em'))) return unwrap(el);
  // A table cell holding one plain paragraph is just the cell.
  const paragraph = (tag === 'td' || tag === 'th') && onlyChild(el, 'p');
  if (paragraph && bare(paragraph)) unwrap(paragraph);
}

export function cleanExportedHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const all = Array.from(template.content.querySelectorAll('*'));
  for (const el of all) if (!el.closest('svg')) cleanElement(el);
  // Innermost first, so an unwrapped child never hides its parent's simplification.
  for (const el of all.reverse()) if (!el.closest('svg')) simplify(el);
  return template.innerHTML;
}
