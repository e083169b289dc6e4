import * as v from 'valibot';

/** The appeals area's answers as the app reads them (spec 2 section 3); fields it does not read pass. */
const num = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]), v.transform(Number));
const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s === null ? '' : String(s)))), '');

/** One appeal of GET /v2/account/fin-payment-complaint. */
const AppealSchema = v.object({
  created: text,
  status: num,
  status_desc: text,
  data_type: text,
  data_type_desc: text,
  data_id: num,
  data_name: text,
  content: text,
  photo_list: v.optional(v.pipe(v.nullable(v.array(v.string())), v.transform((l) => l ?? [])), []),
  reason: text,
});

export const AppealPageSchema = v.object({
  items: v.optional(v.pipe(v.nullable(v.array(AppealSchema)), v.transform((l) => l ?? [])), []),
  total: v.optional(num, 0),
});

/** update-pic's answer: where the evidence image was saved. */
export const SavedEvidenceSchema = v.object({ save_path: v.pipe(v.string(), v.minLength(1)) });
