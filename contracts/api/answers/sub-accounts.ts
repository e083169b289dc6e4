import * as v from 'valibot';
import { SUB_ACCOUNT_TYPES } from '../../../src/domain/sub-account/sub-account';

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


/** A designer of the orders' filter and assignment: id, realname, phone, head_img_url (spec 1). */
const DesignerSchema = v.object({
  id,
  realname: v.string(),
  phone: v.string(),
  head_img_url: v.optional(v.nullable(v.string()), null),
});

export const SubAccountSchema = v.object({
  ...DesignerSchema.entries,
  user_type: v.picklist(SUB_ACCOUNT_TYPES),
  user_type_desc: text,
  permission_list: v.pipe(v.optional(v.nullable(v.array(id)), []), v.transform((ids) => ids ?? [])),
});

/** The designer list reads data.items, or data itself when the answer is the bare list. */
export const DesignersSchema = v.union([v.array(DesignerSchema), v.pipe(v.object({ items: v.array(DesignerSchema) }), v.transform((p) => p.items))]);

export const SubAccountPageSchema = v.object({ items: v.array(SubAccountSchema), total: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)) });

// The backend spells the catalogue's field permisson_list.
export const CatalogueSchema = v.object({
  permisson_list: v.array(v.object({ name: v.string(), children: v.array(v.object({ id, name: v.string() })) })),
});
