import { type Result, err, ok } from '../../domain/common/result';
import { formErrors, messageOf } from '../../domain/common/schema';
import type { AlbumImagePayload, AlbumPayload } from '../../domain/album/album';
import { ALBUM_MESSAGES, type AlbumField, AlbumForm, type AlbumFormValues, ImageIntro } from '../../domain/album/album-form';
import { checkImageCounts } from '../../domain/album/album-images';
import type { FileStorage } from '../ports/file-storage';
import type { BusinessError, Rejected } from '../errors';
import type { ContentActor } from '../../domain/content/actor';
import { albumEditBlocker } from '../../domain/album/album-permissions';
import type { Load } from '../ports/load';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';

/** One image of the album form: a picked file (new) or a photo the album already has. */
export interface AlbumDraftImage {
  id: string;
  file?: Blob & { name?: string };
  /** The stored key or URL of an existing photo. */
  key?: string;
  intro: string;
  spaceTag: string;
  partTag: string;
  /** Why the image breaks the rules; such images are left out after confirmation. */
  error: string | null;
}

export interface AlbumSaveInput {
  values: AlbumFormValues;
  images: readonly AlbumDraftImage[];
  coverId: string | null;
  /** The user confirmed that non-compliant images are left out. */
  dropConfirmed: boolean;
  onProgress?: (imageId: string, percent: number) => void;
}

export const UPLOAD_FAILED_MESSAGE = '网络出现问题，您需要重新发布';

export type AlbumSaveError =
  | { kind: 'invalid'; fields: Partial<Record<AlbumField, string>>; message: string }
  | { kind: 'images'; message: string }
  | { kind: 'confirm-drop'; message: string }
  | { kind: 'forbidden'; message: string }
  /** `stored`: the key of every image that has one now (by image id). */
  | { kind: 'upload-failed'; message: string; stored: Readonly<Record<string, string>> }
  /** 20022: the form is cleared silently. */
  | { kind: 'reset' }
  | Rejected;

/** Form rules, then image counts; returns the images that will be uploaded. */
export function checkSubmission(input: AlbumSaveInput): Result<AlbumDraftImage[], AlbumSaveError> {
  const fields = formErrors(AlbumForm, input.values);
  const badIntro = input.images.some((i) => messageOf(ImageIntro, i.intro));
  if (Object.keys(fields).length || badIntro) return err({ kind: 'invalid', fields, message: ALBUM_MESSAGES.invalidForm });
  const counts = checkImageCounts(input.images, input.dropConfirmed);
  if (!counts.ok) return err(counts.error.kind === 'confirm-drop' ? counts.error : { kind: 'images', message: counts.error.message });
  return ok(input.images.filter((i) => !i.error));
}

const UPLOAD_CONCURRENCY = 3;

/** A picked file that has no stored key yet; an image with a key (kept or old) is not sent again. */
export const needsUpload = (image: Pick<AlbumDraftImage, 'file' | 'key'>) => !image.key && Boolean(image.file);

/** The keys each image has (by image id), so a retry uploads only the images without one. */
const storedKeys = (images: readonly AlbumDraftImage[], keys: readonly string[]) =>
  Object.fromEntries(images.flatMap((image, i) => (keys[i] ? [[image.id, keys[i]] as const] : [])));

/**
 * Uploads the images that need it (3 at a time) with per-image progress; the others keep their
 * key. One failure does not stop the rest: the error lists every key obtained, so a retry after
 * it uploads only what is still missing.
 */
export async function uploadImages(
  storage: FileStorage,
  images: readonly AlbumDraftImage[],
  onProgress?: (imageId: string, percent: number) => void,
): Promise<Result<string[], AlbumSaveError>> {
  const keys = images.map((image) => image.key ?? '');
  const pending = images.flatMap((image, index) => (needsUpload(image) ? [index] : []));
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const index = pending[next++];
      const image = images[index];
      try {
        const stored = await storage.upload(image.file as Blob, 'album', (p) => onProgress?.(image.id, p));
        keys[index] = stored?.key ?? '';
      } catch {
        // Left without a key: reported below, with the keys the others got.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, pending.length) }, worker));
  if (keys.some((k) => !k)) return err({ kind: 'upload-failed', message: UPLOAD_FAILED_MESSAGE, stored: storedKeys(images, keys) });
  return ok(keys);
}

const tagId = (value: string) => (value === '' ? null : Number(value));

export function buildAlbumPayload(
  input: AlbumSaveInput,
  images: readonly AlbumDraftImage[],
  keys: readonly string[],
  withTags: boolean,
): AlbumPayload {
  const v = input.values;
  const payloadImages: AlbumImagePayload[] = images.map((image, i) => ({
    url: keys[i],
    intro: image.intro.trim(),
    part_tag: tagId(image.partTag),
    space_tag: tagId(image.spaceTag),
    rank: i + 1,
  }));
  const coverIndex = images.findIndex((i) => i.id === input.coverId);
  const tags = [v.style, v.houseModel, v.houseSize, v.budget].filter((t) => t !== '').map(Number);
  return {
    cover: coverIndex >= 0 ? coverIndex + 1 : 1,
    title: v.title,
    house_model: Number(v.houseModel),
    style: tagId(v.style),
    house_size: tagId(v.houseSize),
    budget: tagId(v.budget),
    intro: v.intro.trim(),
    images: payloadImages,
    ...(withTags ? { tags } : {}),
  };
}

/** 20022 clears the form silently; anything else shows data.title or data.images. */
export function saveFailure(error: BusinessError): AlbumSaveError {
  if (error.code === AUDIT_FAILED_CODE) return { kind: 'reset' };
  const data = (error.data ?? {}) as { title?: unknown; images?: unknown };
  const images = Array.isArray(data.images) ? data.images[0] : data.images;
  const message = [data.title, images, error.msg].find((m) => typeof m === 'string' && m !== '');
  return { kind: 'rejected', message: (message as string | undefined) ?? '' };
}

/** Check the images, upload them through FileStorage, then build the payload: every save starts so. */
export async function preparePayload(
  storage: Load<FileStorage>,
  input: AlbumSaveInput,
  withTags: boolean,
): Promise<Result<AlbumPayload, AlbumSaveError>> {
  const checked = checkSubmission(input);
  if (!checked.ok) return checked;
  const images = checked.value;
  const keys = await storage().then(
    (files) => uploadImages(files, images, input.onProgress),
    // The storage module did not arrive (offline on the first upload of the visit): an upload
    // that failed, so the merchant gets 网络出现问题，您需要重新发布 and keeps the picked images.
    (): Result<string[], AlbumSaveError> =>
      err({ kind: 'upload-failed', message: UPLOAD_FAILED_MESSAGE, stored: storedKeys(images, images.map((i) => i.key ?? '')) }),
  );
  if (!keys.ok) return keys;
  return ok(buildAlbumPayload(input, checked.value, keys.value, withTags));
}

/**
 * What both edit variants (/picture/edit replaces the album, /picture/reedit puts it back in
 * place) do first: the role and status rule, then the images and the payload with its tags.
 */
export async function prepareEdit(
  storage: Load<FileStorage>,
  actor: ContentActor,
  oldStatus: number,
  input: AlbumSaveInput,
): Promise<Result<AlbumPayload, AlbumSaveError>> {
  const blocked = albumEditBlocker(actor, oldStatus);
  if (blocked) return err({ kind: 'forbidden', message: blocked });
  return preparePayload(storage, input, true);
}
