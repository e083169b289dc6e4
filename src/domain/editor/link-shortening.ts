import { LINK_BUBBLE } from './editor-constants';

/**
 * What the link bubble shows for an address: as is up to 30 characters, otherwise the first
 * 20 plus an ellipsis. Counted in code points so a Chinese path is not cut mid-character.
 */
export function shortenLink(url: string): string {
  const chars = Array.from(url);
  if (chars.length <= LINK_BUBBLE.shortenOver) return url;
  return `${chars.slice(0, LINK_BUBBLE.keep).join('')}…`;
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:|\/|#|\.)/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The href a typed address becomes: http(s), mailto, tel and relative addresses stay;
 * a bare host gets https://; any other scheme (javascript:, data: ...) is refused.
 */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (SAFE_SCHEME.test(url)) return url;
  if (HAS_SCHEME.test(url)) return null;
  return `https://${url}`;
}
