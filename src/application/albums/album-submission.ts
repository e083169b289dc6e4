import { type Result, err, ok } from '../../domain/shared/result';
import type { FieldErrors } from '../../domain/shared/validation';
import type { AlbumImagePayload, AlbumPayload } from '../../domain/album/album';
import { ALBUM_MESSAGES, type AlbumField, type AlbumFormValues, validateAlbumForm, validateImageIntro } from '../../domain/album/album-form';
import { checkImageCounts } from '../../domain/album/album-images';
import type { FileStorage } from '../ports/file-storage';
import type { BusinessError } from '../errors';

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
export const AUDIT_RESET_CODE = 20022;

export type AlbumSaveError =
  | { kind: 'invalid'; fields: FieldErrors<AlbumField>; message: string }
  | { kind: 'images'; message: string }
  | { kind: 'confirm-drop'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'upload-failed'; message: string }
  /** 20022: the form is cleared silently. */
  | { kind: 'reset' }
  | { kind: 'rejected'; message: string };

/** Form rules, then image counts; returns the images that will be uploaded. */
export function checkSubmission(input: AlbumSaveInput): Result<AlbumDraftImage[], AlbumSaveError> {
  const fields = validateAlbumForm(input.values);
  const badIntro = input.images.some((i) => validateImageIntro(i.intro));
  if (Object.keys(fields).length || badIntro) return err({ kind: 'invalid', fields, message: ALBUM_MESSAGES.invalidForm });
  const counts = checkImageCounts(input.images, input.dropConfirmed);
  if (!counts.ok) return err(counts.error.kind === 'confirm-drop' ? counts.error : { kind: 'images', message: counts.error.message });
  return ok(input.images.filter((i) => !i.error));
}

const UPLOAD_CONCURRENCY = 3;

/** Uploads new images (3 at a time) with per-image progress; existing photos keep their key. */
export async function uploadImages(
  storage: FileStorage,
  images: readonly AlbumDraftImage[],
  onProgress?: (imageId: string, percent: number) => void,
): Promise<Result<string[], AlbumSaveError>> {
  const keys: string[] = new Array(images.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < images.length) {
      const index = next++;
      const image = images[index];
      if (!image.file) {
        keys[index] = image.key ?? '';
        continue;
      }
      try {
        const stored = await storage.upload(image.file, 'album', (p) => onProgress?.(image.id, p));
        if (!stored?.key) failed = true;
        else keys[index] = stored.key;
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, images.length) }, worker));
  if (failed || keys.some((k) => !k)) return err({ kind: 'upload-failed', message: UPLOAD_FAILED_MESSAGE });
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
  if (error.code === AUDIT_RESET_CODE) return { kind: 'reset' };
  const data = (error.data ?? {}) as { title?: unknown; images?: unknown };
  const images = Array.isArray(data.images) ? data.images[0] : data.images;
  const message = [data.title, images, error.msg].find((m) => typeof m === 'string' && m !== '');
  return { kind: 'rejected', message: (message as string | undefined) ?? '' };
}

/** Check the images, upload them through FileStorage, then build the payload: every save starts so. */
export async function preparePayload(
  storage: FileStorage,
  input: AlbumSaveInput,
  withTags: boolean,
): Promise<Result<AlbumPayload, AlbumSaveError>> {
  const checked = checkSubmission(input);
  if (!checked.ok) return checked;
  const keys = await uploadImages(storage, checked.value, input.onProgress);
  if (!keys.ok) return keys;
  return ok(buildAlbumPayload(input, checked.value, keys.value, withTags));
}
