/**
 * The editor's HTML policy (spec 2 section 1: a fixed list of tags and attributes with
 * script-injection filtering). Pure data and string rules; the sanitiser in the UI applies
 * them with DOMPurify on the way in and on the way out.
 */
export const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'a',
  'ul', 'ol', 'li', 'table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td',
  'img', 'video', 'iframe', 'figure',
  // The chart's bar graph is inline SVG with only shapes and text.
  'svg', 'g', 'rect', 'line', 'text', 'title',
] as const;

export const ALLOWED_ATTRIBUTES = [
  'href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'style',
  'colspan', 'rowspan', 'start', 'controls', 'frameborder', 'allowfullscreen', 'data-chart',
  'viewbox', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'fill', 'stroke', 'stroke-width',
  'text-anchor', 'font-size', 'role', 'aria-label', 'xmlns',
] as const;

/**
 * Inline styles per element, limited to what the editor keeps when it loads HTML (so allowed
 * markup survives a round trip): text runs keep colour and font, blocks their layout and
 * named-style look, table cells alignment, background and width.
 */
const INLINE_CSS = ['color', 'background-color', 'font-size', 'font-family'];
const BLOCK_CSS = [
  ...INLINE_CSS, 'text-align', 'text-decoration', 'font-weight', 'font-style', 'line-height', 'text-indent',
  'padding-inline-start', 'padding-left', 'padding-bottom', 'margin-left', 'border', 'border-left', 'border-bottom',
];
const CELL_CSS = ['text-align', 'vertical-align', 'background-color', 'width'];
const CSS_BY_TAG: Record<string, ReadonlySet<string>> = {};
const assign = (tags: string[], props: string[]) => tags.forEach((t) => (CSS_BY_TAG[t] = new Set(props)));
assign(['span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code'], INLINE_CSS);
assign(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'], BLOCK_CSS);
assign(['td', 'th'], CELL_CSS);
assign(['col'], ['width']);

// Anything that can load or run something, or hide it behind escapes and comments.
const UNSAFE_CSS_VALUE = /expression|url\s*\(|image-set|javascript:|vbscript:|data:|behavior|-moz-binding|@import|\\|\/\*|[<>"'`{}]/i;
const DECLARATION = /^\s*([a-z-]+)\s*:\s*(.+?)\s*$/i;

/**
 * Keeps the properties allowed on the element with harmless values, in a canonical
 * "name: value;" form (what the editor writes), and drops the rest. '' when nothing is left.
 */
export function filterStyle(style: string, tag = 'p'): string {
  const allowed = CSS_BY_TAG[tag.toLowerCase()];
  if (!allowed || /\\|\/\*/.test(style)) return ''; // escapes or comments: do not try to be clever
  return style
    .split(';')
    .map((part) => DECLARATION.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, name, value]) => [name.toLowerCase(), value.replace(/\s*!important$/i, '')] as const)
    .filter(([name, value]) => allowed.has(name) && value !== '' && !UNSAFE_CSS_VALUE.test(value))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}

export type UrlKind = 'link' | 'image' | 'media' | 'frame';

const WEB = /^https?:\/\//i;
const LINK_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;
const RASTER_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z\d+/=\s]+$/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Whether a URL may stay in an attribute: links to the web, mail and phone; images from the
 * web, relative paths or inline raster data; media from the web or relative paths; frames
 * (video embeds) from the web only. Control characters and whitespace tricks are removed first.
 */
export function isSafeUrl(kind: UrlKind, raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (!url) return false;
  if (kind === 'frame') return WEB.test(url);
  if (kind === 'image' && RASTER_DATA.test(url)) return true;
  if (kind === 'link' && LINK_SCHEMES.test(url)) return true;
  // Web and protocol-relative addresses, and relative paths (no scheme, so nothing to run).
  return WEB.test(url) || !HAS_SCHEME.test(url);
}
