import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  type UrlKind,
  filterStyle,
  isSafeUrl,
} from '../../../domain/editor/html-policy';
import { PLAYER_SANDBOX, isVideoPlayer } from './video-hosts';

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  // Only the attributes listed: no data-* or aria-* beyond data-chart and aria-label.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

const URL_KIND: Record<string, Partial<Record<string, UrlKind>>> = {
  a: { href: 'link' },
  img: { src: 'image' },
  video: { src: 'media' },
  iframe: { src: 'frame' },
};

/**
 * A link never hands the article's reader's tab to the page it opens (reverse tab-nabbing):
 * `opener` is never kept, and a link opening a new tab always gets `noopener noreferrer`.
 */
function guardLink(link: Element) {
  const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter((t) => t && t !== 'opener');
  if (link.getAttribute('target') === '_blank') for (const t of ['noopener', 'noreferrer']) if (!rel.includes(t)) rel.push(t);
  if (rel.length) link.setAttribute('rel', rel.join(' '));
  else link.removeAttribute('rel');
}

let purifier: Purifier | null = null;

/** A DOMPurify instance of our own, so these hooks never affect another user of the library. */
function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    const { attrName } = event;
    if (attrName === 'style') {
      event.attrValue = filterStyle(event.attrValue, tag);
      if (!event.attrValue) event.keepAttr = false;
      return;
    }
    if (attrName === 'target' && !/^_(blank|self)$/.test(event.attrValue)) event.keepAttr = false;
    if (attrName === 'href' || attrName === 'src') {
      const kind = URL_KIND[tag]?.[attrName];
      if (!kind || !isSafeUrl(kind, event.attrValue)) event.keepAttr = false;
    }
  });
  // A frame stays only as a player of an allowed video host, sandboxed; any other is dropped.
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const src = (node as Element).getAttribute('src') ?? '';
    if (!isSafeUrl('frame', src) || !isVideoPlayer(src)) node.parentNode?.removeChild(node);
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'iframe') node.setAttribute('sandbox', PLAYER_SANDBOX);
    if (node.nodeName.toLowerCase() === 'a') guardLink(node as Element);
  });
  purifier = p;
  return p;
}

/**
 * Input and output filter of the editor: only the policy's tags and attributes, safe URLs
 * and harmless inline styles survive; scripts and event handlers never do.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** What a message may format (spec 1 §8 allows HTML in error messages): inline runs only. */
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'span', 'br'];

/**
 * A server message's HTML through the same sanitiser as article bodies, inline formatting only:
 * blocks, links, images and frames are unwrapped or dropped, their text kept.
 */
export function sanitizeInlineHtml(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, { ...CONFIG, ALLOWED_TAGS: INLINE_TAGS, RETURN_TRUSTED_TYPE: false }) as string;
}
