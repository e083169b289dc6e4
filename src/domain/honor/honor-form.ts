import * as v from 'valibot';
import { plainText, atMost, filled } from '../common/schema';
import { atLeast, sendsTheSame, TITLE_REQUIRED_MESSAGE } from '../content/content-form';
import { IMAGE_MESSAGES, KB, MB, type FileFacts, checkImageFile } from '../common/image-file';
import type { Honor, HonorPayload } from './honor';

export const HONOR_MAX_PHOTOS = 3;

export const HONOR_MESSAGES = {
  titleRequired: TITLE_REQUIRED_MESSAGE,
  titleShort: '标题不得少于3个字',
  // The spec gives no text for the upper limit (the input stops at 30 anyway).
  titleLong: '标题不得超过30个字',
  photosRequired: IMAGE_MESSAGES.required,
  overSelected: (n: number) => `已选${n}张图片，图片最多3张`,
  unchanged: '你没有修改任何内容',
} as const;

const Photo = v.object({ key: v.string(), url: v.string() });

/** An honour (spec 2 §5 Honour): a title of 3 to 30 characters after trimming, one to three photos. */
export const HonorForm = v.object({
  title: v.pipe(v.string(), v.trim(), filled(HONOR_MESSAGES.titleRequired), atLeast(3, HONOR_MESSAGES.titleShort), atMost(30, HONOR_MESSAGES.titleLong), plainText()),
  photos: v.pipe(
    v.array(Photo),
    v.minLength(1, HONOR_MESSAGES.photosRequired),
    v.check((photos) => photos.length <= HONOR_MAX_PHOTOS, (issue) => HONOR_MESSAGES.overSelected((issue.input as unknown[]).length)),
  ),
});

export type HonorFormValues = v.InferInput<typeof HonorForm>;
export type HonorField = keyof HonorFormValues;

export const EMPTY_HONOR_FORM: HonorFormValues = { title: '', photos: [] };

/** Each photo: JPG/JPEG/PNG, 300KB to 5MB, with the spec's messages. */
export const checkHonorImage = (file: FileFacts) => checkImageFile(file, { minBytes: 300 * KB, maxBytes: 5 * MB });

/** A pick that would take the photos past three is refused whole, naming how many that would be. */
export function honorSelectionBlocker(current: number, selected: number): string | null {
  const total = current + selected;
  return total > HONOR_MAX_PHOTOS ? HONOR_MESSAGES.overSelected(total) : null;
}

export function toHonorPayload(values: HonorFormValues): HonorPayload {
  const [photoOne = '', photoTwo = '', photoThree = ''] = values.photos.map((p) => p.key);
  return { title: values.title.trim(), photoOne, photoTwo, photoThree };
}

export const honorToForm = (honor: Honor): HonorFormValues => ({ title: honor.title, photos: honor.photos });

/** Whether an edit would send exactly what the honour already has. */
export const isHonorUnchanged = sendsTheSame(toHonorPayload, honorToForm);
