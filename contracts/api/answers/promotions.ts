import * as v from 'valibot';

/** The promotion answers of spec 2 section 7 as the app reads them; fields it does not read pass. */
const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');
const time = v.optional(v.pipe(v.nullable(v.union([v.number(), v.string()])), v.transform((t) => t ?? '')), '');

export const PromotionSchema = v.looseObject({
  id,
  title: v.string(),
  poster: text,
  picture: text,
  content: text,
  begin_time: time,
  end_time: time,
  timestamp: time,
  status: id,
});

export const PromotionPageSchema = v.object({
  items: v.optional(v.nullable(v.array(PromotionSchema)), []),
  total: v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)), 0),
});
