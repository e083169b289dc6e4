import * as v from 'valibot';
import { plainText, atMost, filled } from '../common/schema';
import { checkImageFile } from '../common/image-file';

/**
 * At least `min` characters as the user sees them (code points, as the spec's limits count). A
 * check rather than valibot's minGraphemes: every page's start-up bundle carries each valibot
 * action the app uses, and /login is at its budget.
 */
/* @__NO_SIDE_EFFECTS__ */
export const atLeast = (min: number, message: string) => v.check((s: string) => [...s].length >= min, message);

/** Articles and promotions (spec 2 §5): a title of 6 to 40 characters after trimming, with one message for both limits. */
export const TITLE_LENGTH_MESSAGE = '长度在 6 到 40 个字符';

/** A banner's or an honour's title left empty (spec 2 §5). */
export const TITLE_REQUIRED_MESSAGE = '请输入标题';

/** An edit that changes nothing is not sent (articles, banners, promotions; spec 2 §5). */
export const UNCHANGED_MESSAGE = '您没有修改任何内容';

/* @__NO_SIDE_EFFECTS__ */
export const contentTitle = (requiredMessage: string) =>
  v.pipe(v.string(), v.trim(), filled(requiredMessage), atLeast(6, TITLE_LENGTH_MESSAGE), atMost(40, TITLE_LENGTH_MESSAGE), plainText());

/**
 * "Nothing changed" of an edit (spec 2 §5: 您没有修改任何内容): the values would send exactly what
 * the item already has, read as the area's payload on both sides (so a trimmed title, a date of
 * the same day, a key of the same image compare as the server would see them). One rule for
 * every content area, given the area's payload and its item-to-form reading.
 */
/* @__NO_SIDE_EFFECTS__ */
export const sendsTheSame =
  <V, O, P>(toPayload: (values: V) => P, toForm: (original: O) => V) =>
  (values: V, original: O): boolean =>
    JSON.stringify(toPayload(values)) === JSON.stringify(toPayload(toForm(original)));

/** Editor HTML with no text and no image or video counts as empty. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|iframe|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s|\u00a0/g, '') === '';
}

/** An editor body that must hold text or media. */
/* @__NO_SIDE_EFFECTS__ */
export const htmlBody = (requiredMessage: string) => v.pipe(v.string(), v.check((html: string) => !isBlankHtml(html), requiredMessage));

/** A stored image's key that must be there (a cover, a poster). */
/* @__NO_SIDE_EFFECTS__ */
export const storedKey = (requiredMessage: string) => v.pipe(v.string(), filled(requiredMessage));

/** A cover or poster picked by the user: JPG, JPEG or PNG by its type, or by its name when the browser gives no type. */
export const coverTypeCheck = (message: string) => (file: { type: string; name?: string }) =>
  checkImageFile({ ...file, size: 0 }, { maxBytes: Infinity, extensionRequired: false }) === null ? null : message;

/**
 * A check of the whole form whose message lands on one field (the dates of promotions and
 * banners): `message` answers the spec's message for the values, or null.
 */
export const fieldCheck = <T extends Record<string, unknown>, K extends keyof T & string>(field: K, message: (values: T) => string | null) =>
  v.forward(
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const text = message(dataset.value);
      if (text) addIssue({ message: text });
    }),
    [field] as never,
  );
