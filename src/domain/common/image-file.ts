/** File checks shared by image uploads (licence, honours, appeals ...): type first, then size. */
export const IMAGE_MESSAGES = {
  type: '上传图片必须是JPG/JPEG/PNG 格式!',
  tooLarge5M: '上传图片大小不能超过 5MB!',
  tooSmall300K: '上传图片大小不能小于 300k!',
  required: '请上传图片',
  /** Storage refused the file or answered without a key. */
  uploadFailed: '上传错误',
} as const;

export const KB = 1024;
export const MB = 1024 * 1024;
const ALLOWED = /\.(jpe?g|png)$/i;
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

export interface FileFacts {
  name?: string;
  /** MIME type; browsers leave it empty for unknown files, then the extension decides. */
  type: string;
  size: number;
}

/** The limits of one kind of image; `extensionRequired: false` lets an allowed MIME type stand for a name without extension. */
export interface ImageLimits {
  minBytes?: number;
  maxBytes: number;
  tooSmall?: string;
  tooLarge?: string;
  extensionRequired?: boolean;
}

/** The one JPG/JPEG/PNG rule of every image upload: the type (or, without one, the name), then the byte limits. */
export function checkImageFile(file: FileFacts, limits: ImageLimits): string | null {
  const name = file.name ?? '';
  const typeOk = file.type ? ALLOWED_TYPES.has(file.type.toLowerCase()) : ALLOWED.test(name);
  if (!typeOk || (limits.extensionRequired !== false && !ALLOWED.test(name))) return IMAGE_MESSAGES.type;
  if (file.size > limits.maxBytes) return limits.tooLarge ?? IMAGE_MESSAGES.tooLarge5M;
  if (limits.minBytes !== undefined && file.size < limits.minBytes) return limits.tooSmall ?? IMAGE_MESSAGES.tooSmall300K;
  return null;
}

/** The business licence: JPG/JPEG/PNG, 300KB to 5MB (spec 2 section 5). */
export const checkLicenceImage = (file: FileFacts) => checkImageFile(file, { minBytes: 300 * KB, maxBytes: 5 * MB });

/** The sub-account avatar and the company logo: JPG/JPEG/PNG, at most 5MB, then cropped. */
export const checkAvatarImage = (file: FileFacts) => checkImageFile(file, { maxBytes: 5 * MB });

/** Avatar crop: 1:1 to a 300x300 JPEG (spec 2 section 5). */
export const AVATAR_OUTPUT = { width: 300, height: 300 } as const;
