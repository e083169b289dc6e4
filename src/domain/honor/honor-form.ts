import { type FieldErrors, type Rule, firstError, required } from '../shared/validation';
import { IMAGE_MESSAGES, KB, MB, type FileFacts, checkImageFile } from '../shared/image-file';
import type { Honor, HonorPayload, HonorPhoto } from './honor';

export const HONOR_TITLE_MIN = 3;
export const HONOR_TITLE_MAX = 30;
export const HONOR_MAX_PHOTOS = 3;

export const HONOR_MESSAGES = {
  titleRequired: '请输入标题',
  titleShort: '标题不得少于3个字',
  // The spec gives no text for the upper limit (the input stops at 30 anyway).
  titleLong: '标题不得超过30个字',
  photosRequired: IMAGE_MESSAGES.required,
  overSelected: (n: number) => `已选${n}张图片，图片最多3张`,
  unchanged: '你没有修改任何内容',
} as const;

export interface HonorFormValues {
  title: string;
  photos: HonorPhoto[];
}

export type HonorField = keyof HonorFormValues;

export const EMPTY_HONOR_FORM: HonorFormValues = { title: '', photos: [] };

const trimmedLength = (v: string) => [...v.trim()].length;

export const HONOR_TITLE_RULES: readonly Rule[] = [
  required(HONOR_MESSAGES.titleRequired),
  (v) => (trimmedLength(v) < HONOR_TITLE_MIN ? HONOR_MESSAGES.titleShort : null),
  (v) => (trimmedLength(v) > HONOR_TITLE_MAX ? HONOR_MESSAGES.titleLong : null),
];

export const HONOR_PHOTO_RULES: readonly Rule<readonly HonorPhoto[]>[] = [
  (photos) => (photos.length === 0 ? HONOR_MESSAGES.photosRequired : null),
  (photos) => (photos.length > HONOR_MAX_PHOTOS ? HONOR_MESSAGES.overSelected(photos.length) : null),
];

/** Each photo: JPG/JPEG/PNG, 300KB to 5MB, with the spec's messages. */
export const checkHonorImage = (file: FileFacts) => checkImageFile(file, { minBytes: 300 * KB, maxBytes: 5 * MB });

/** A pick that would take the photos past three is refused whole, naming how many that would be. */
export function honorSelectionBlocker(current: number, selected: number): string | null {
  const total = current + selected;
  return total > HONOR_MAX_PHOTOS ? HONOR_MESSAGES.overSelected(total) : null;
}

export function validateHonorForm(values: HonorFormValues): FieldErrors<HonorField> {
  const errors: FieldErrors<HonorField> = {};
  const title = firstError(values.title, HONOR_TITLE_RULES);
  const photos = firstError(values.photos, HONOR_PHOTO_RULES);
  if (title) errors.title = title;
  if (photos) errors.photos = photos;
  return errors;
}

export function toHonorPayload(values: HonorFormValues): HonorPayload {
  const [photoOne = '', photoTwo = '', photoThree = ''] = values.photos.map((p) => p.key);
  return { title: values.title.trim(), photoOne, photoTwo, photoThree };
}

export const honorToForm = (honor: Honor): HonorFormValues => ({ title: honor.title, photos: honor.photos });

/** Whether an edit would send exactly what the honour already has. */
export function isHonorUnchanged(values: HonorFormValues, original: Honor): boolean {
  const a = toHonorPayload(values);
  const b = toHonorPayload(honorToForm(original));
  return a.title === b.title && a.photoOne === b.photoOne && a.photoTwo === b.photoTwo && a.photoThree === b.photoThree;
}
