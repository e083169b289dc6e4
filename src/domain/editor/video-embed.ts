import { isSafeUrl } from './html-policy';
import { VIDEO_SIZE } from './editor-constants';

export type VideoKind = 'video' | 'iframe';

export interface VideoEmbed {
  src: string;
  kind: VideoKind;
  width: number;
  height: number;
}

const FILE = /\.(mp4|webm|ogg|ogv|m4v|mov)(\?|#|$)/i;
const EMBED_SRC = /<(?:iframe|embed|video|source)\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)/i;

/**
 * What the video dialog makes of its input: a video file address becomes a <video>, any other
 * web address a player frame; pasted embed code yields its src. Only web (and, for files,
 * relative) addresses are accepted. Size defaults to 420 by 280.
 */
export function parseVideoInput(input: string, size: Partial<Pick<VideoEmbed, 'width' | 'height'>> = {}): VideoEmbed | null {
  const text = input.trim();
  const src = (EMBED_SRC.exec(text)?.[1] ?? text).replace(/&amp;/g, '&');
  if (!src) return null;
  const kind: VideoKind = FILE.test(src) ? 'video' : 'iframe';
  if (!isSafeUrl(kind === 'video' ? 'media' : 'frame', src)) return null;
  const dim = (n: number | undefined, fallback: number) => (n && Number.isFinite(n) && n > 0 ? Math.round(n) : fallback);
  return { src, kind, width: dim(size.width, VIDEO_SIZE.width), height: dim(size.height, VIDEO_SIZE.height) };
}
