import type { EditorOptions } from './editor-options';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const REMOTE_SCHEME = /^(https?|ftp):\/\/([^/?#]+)/i;

/** The upload answer's url is a path on the image host: it gets a leading slash. */
export function withLeadingSlash(url: string): string {
  if (SCHEME.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

const hostPart = (url: string) => url.replace(/^[a-z][a-z\d+.-]*:/i, '').replace(/\/+$/, '').toLowerCase();

/**
 * Strips the fixed image-host prefix so stored sources are relative paths (the public site
 * serves them from its own image host). The scheme does not matter: http, https and
 * protocol-relative forms of the prefix are all stripped.
 */
export function stripImageHostPrefix(src: string, prefix: string): string {
  if (!prefix) return src;
  const wanted = hostPart(prefix);
  if (!wanted.startsWith('//')) return src.startsWith(prefix) ? withLeadingSlash(src.slice(prefix.length)) : src;
  const schemeless = src.replace(/^(https?:)?(?=\/\/)/i, '');
  if (!schemeless.toLowerCase().startsWith(wanted)) return src;
  const rest = schemeless.slice(wanted.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return src; // another host that merely starts alike
  return withLeadingSlash(rest.replace(/^(?=[?#])/, '/'));
}

/** Where an uploaded image is shown from: prefix, leading slash, then the host stripped. */
export function uploadedImageSrc(url: string, options: Pick<EditorOptions, 'imageUrlPrefix' | 'imageHostPrefix'>) {
  return stripImageHostPrefix(`${options.imageUrlPrefix}${withLeadingSlash(url)}`, options.imageHostPrefix);
}

export interface RemoteImageContext {
  /** host[:port] of the page. */
  currentHost: string;
  localDomains: readonly string[];
}

/**
 * Spec 2 section 1: remote means an http, https or ftp source that is not on the current
 * host, not relative and not in the local-domain list (a listed domain covers its subdomains).
 */
export function isRemoteImage(src: string, context: RemoteImageContext): boolean {
  const match = REMOTE_SCHEME.exec(src.trim());
  if (!match) return false;
  const host = match[2].replace(/^[^@]*@/, '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  if (host === context.currentHost.toLowerCase()) return false;
  return !context.localDomains.some((d) => {
    const domain = d.toLowerCase();
    return hostname === domain || host === domain || hostname.endsWith(`.${domain}`);
  });
}

export type ImageFileProblem = 'type' | 'size';

const extensionOf = (file: { name?: string; type?: string }) => {
  const fromName = /\.([a-z\d]+)$/i.exec(file.name ?? '')?.[1];
  if (fromName) return `.${fromName.toLowerCase()}`;
  const sub = /^image\/([a-z\d.+-]+)$/i.exec(file.type ?? '')?.[1]?.toLowerCase();
  return sub ? `.${sub === 'jpeg' ? 'jpg' : sub}` : '';
};

/** Checked before upload: the extension must be allowed and the size within the limit. */
export function checkEditorImageFile(
  file: { name?: string; type?: string; size: number },
  options: Pick<EditorOptions, 'imageAllowFiles' | 'imageMaxSize'>,
): ImageFileProblem | null {
  if (!options.imageAllowFiles.includes(extensionOf(file))) return 'type';
  if (file.size > options.imageMaxSize) return 'size';
  return null;
}
