import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  type UrlKind,
  filterStyle,
  isSafeUrl,
} from '../../../domain/editor/html-policy';

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
