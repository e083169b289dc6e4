import * as v from 'valibot';

/**
 * Building blocks of the gateways' answer schemas (checked.ts). They accept what the backend
 * is known to send loosely (numbers as digit strings, null for an empty text or list) and
 * refuse anything a screen could not render: objects where text belongs, null in a list.
 */

/** A number, or a number sent as text ("12", "-3", "1.5"). */
export const num = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
);

export const optionalNum = (fallback = 0) => v.optional(v.pipe(v.nullable(num), v.transform((n) => n ?? fallback)), fallback);

export const nullableNum = v.optional(v.nullable(num), null);

/** Text that may be missing or null: kept as null. */
export const nullableText = v.optional(v.nullable(v.string()), null);

/** Text that may be missing or null: read as ''. */
export const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

/** A list that may be missing or null (read as []); its entries must all match. */
export const listOf = <S extends v.GenericSchema>(item: S) =>
  v.optional(v.pipe(v.nullable(v.array(item)), v.transform((l) => l ?? [])), []);

/** Albums and articles: 0 deleted, 1 passed, 2 pending review, 3 not passed. */
export const reviewStatus = v.pipe(num, v.picklist([0, 1, 2, 3]));

/** A Unix time in seconds, or the text the backend sometimes sends instead. */
export const timestamp = v.union([v.pipe(v.number(), v.finite()), v.string()]);

/**
 * A yes/no flag the backend sends as 1 or 0: yes for 1 (also "1" or true); no for 0, "0", false,
 * null or a missing value, and for any other shape (a quiet check such as the feedback reminder
 * reads an answer it cannot read as no, with no toast).
 */
export const oneIsYes = v.fallback(
  v.pipe(
    v.nullish(v.union([v.picklist([0, 1]), v.picklist(['0', '1']), v.boolean()])),
    v.description('1 means yes; 0 (also "0", false or null) means no'),
    v.transform((flag) => flag === 1 || flag === '1' || flag === true),
  ),
  false,
);
