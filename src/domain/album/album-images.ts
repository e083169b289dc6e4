import { IMAGE_MESSAGES as IMAGE_FILE_MESSAGES, type FileFacts, checkImageFile } from '../common/image-file';
import { type Result, err, ok } from '../common/result';

export const IMAGE_MESSAGES = {
  format: IMAGE_FILE_MESSAGES.type,
  tooSmall: '图片不能小于200K',
  tooLarge: '图片不能大于5M',
  lowResolution: '图片像素太低',
  full: '图片不能超过20张！',
  overSelected: (n: number) => `已选${n}张图片，图片最多20张!`,
  tooFew: '图片最少需要5张!',
  tooMany: '图片最多20张!',
  notEnoughUsable: '可用图片不足5张!',
  dropConfirm: '不符合要求且未修改的图片将不会上传，是否继续？',
} as const;

export const MIN_IMAGES = 5;
export const MAX_IMAGES = 20;
export const MIN_IMAGE_BYTES = 200 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_HEIGHT = 650;

/** The checks that need no decoding: format, then 200K to 5M (an allowed MIME type needs no extension). */
export const checkAlbumImageFile = (file: FileFacts): string | null =>
  checkImageFile(file, {
    minBytes: MIN_IMAGE_BYTES,
    maxBytes: MAX_IMAGE_BYTES,
    tooSmall: IMAGE_MESSAGES.tooSmall,
    tooLarge: IMAGE_MESSAGES.tooLarge,
    extensionRequired: false,
  });

/** The height read from the file; null when it could not be decoded at all. */
export function checkImageHeight(height: number | null): string | null {
  if (height === null) return IMAGE_MESSAGES.format;
  return height < MIN_IMAGE_HEIGHT ? IMAGE_MESSAGES.lowResolution : null;
}

/** Before adding a selection: a full list takes nothing more; an over-selection is refused whole. */
export function selectionBlocker(current: number, selected: number): string | null {
  if (current >= MAX_IMAGES) return IMAGE_MESSAGES.full;
  if (current + selected > MAX_IMAGES) return IMAGE_MESSAGES.overSelected(current + selected);
  return null;
}

export type ImageCountProblem =
  | { kind: 'message'; message: string }
  /** Some images break the rules: the user confirms that they will be left out. */
  | { kind: 'confirm-drop'; message: string };

/**
 * The counts checked on submit: 5 to 20 images; when some are non-compliant, enough must
 * remain, and leaving them out needs the user's confirmation.
 */
export function checkImageCounts(
  images: readonly { error: string | null }[],
  dropConfirmed: boolean,
): Result<true, ImageCountProblem> {
  if (images.length < MIN_IMAGES) return err({ kind: 'message', message: IMAGE_MESSAGES.tooFew });
  if (images.length > MAX_IMAGES) return err({ kind: 'message', message: IMAGE_MESSAGES.tooMany });
  const usable = images.filter((i) => !i.error).length;
  if (usable === images.length) return ok(true);
  if (usable < MIN_IMAGES) return err({ kind: 'message', message: IMAGE_MESSAGES.notEnoughUsable });
  if (usable > MAX_IMAGES) return err({ kind: 'message', message: IMAGE_MESSAGES.tooMany });
  return dropConfirmed ? ok(true) : err({ kind: 'confirm-drop', message: IMAGE_MESSAGES.dropConfirm });
}
