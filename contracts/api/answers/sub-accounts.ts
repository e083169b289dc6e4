import * as v from 'valibot';

/** The sub-accounts area's answers as the app reads them (spec 2 section 6). */
const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));
/** An optional id: absent, null, 0 or '' mean "not chosen". */
const optionalId = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  v.transform((x) => (x === null || x === '' || Number(x) === 0 || !Number.isFinite(Number(x)) ? null : Number(x))),
);
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

/** A designer's profile (GET /v2/users/sub-designer/:id). */
export const DesignerProfileSchema = v.object({
  id,
  fg_list: v.pipe(v.optional(v.nullable(v.array(id)), []), v.transform((ids) => ids ?? [])),
  location_id: optionalId,
  school: text,
  slogan: text,
  type: optionalId,
  work_years: optionalId,
  intro: text,
});

const options = v.array(v.object({ id, name: v.string() }));
/** The designer form's choices (GET /v2/props/designer-attr). */
export const AttrsSchema = v.object({ fg_list: options, type: options, work_years: options });
