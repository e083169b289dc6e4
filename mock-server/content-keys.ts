import type { Response } from 'express';
import type { Account } from './fixtures/accounts';
import { fail } from './envelope';
import { type UploadFolder, isCompanyImage } from './qiniu';

/**
 * The images content saves name (honours, banners, promotions, albums, articles): each must be
 * one the storage host holds for the saving company in the area's folder (spec 2 section 4,
 * Image upload), or one the item already shows (an edit that keeps its image). The UI sends back
 * a bare key or the host's own /uploads/<key> path; an external URL, a javascript: address, a
 * climbing path, a key never uploaded or one of another folder or company is refused.
 */
export const IMAGE_REFUSED = { code: 400, msg: '图片不存在或不属于本公司' };

/** The key a value names: a bare key, or the host's own /uploads/<key> path; null for anything else. */
export function namedKey(value: string): string | null {
  const key = value.startsWith('/uploads/') ? value.slice('/uploads/'.length) : value;
  const segments = key.split('/');
  if (segments.length !== 2 || segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return /^[a-z]+\/[\w.-]+$/.test(key) ? key : null;
}

/** The keys `values` name when every one is acceptable, else null. */
export function acceptedImages(a: Account, folder: UploadFolder, values: readonly string[], kept: readonly string[] = []): string[] | null {
  const keys = values.map(namedKey);
  return keys.every((k) => k !== null && (kept.includes(k) || isCompanyImage(a, folder, k))) ? (keys as string[]) : null;
}

/** Answers the refusal and true when a save names an image it may not use. */
export function refuseForeignImages(res: Response, a: Account, folder: UploadFolder, values: readonly string[], kept: readonly string[] = []): boolean {
  if (acceptedImages(a, folder, values, kept)) return false;
  fail(res, IMAGE_REFUSED.code, IMAGE_REFUSED.msg, null, IMAGE_REFUSED.code);
  return true;
}
