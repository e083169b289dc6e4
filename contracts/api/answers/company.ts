import * as v from 'valibot';
import type { Subsidiary } from '../../../src/domain/company/subsidiary-form';
import { listOf, num } from '../answer-shapes';

/** The company area's answers as the app reads them (spec 2 section 5); fields it does not read pass. */
const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s == null ? '' : String(s)))), '');

/** data.registered: true, 1 or '1' when the phone already has an account (the path is assumed). */
export const CheckSchema = v.looseObject({
  registered: v.pipe(v.union([v.boolean(), v.number(), v.string()]), v.transform((r) => r === true || r === 1 || r === '1')),
});

/** One child company; the alias travels as abbr (the same list feeds /grouporder's dropdown). */
const ChildSchema = v.pipe(
  v.looseObject({ id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)), name: v.string(), abbr: text, locationName: text, phone: text }),
  v.transform((c): Subsidiary => ({ id: c.id, name: c.name, alias: c.abbr, region: c.locationName, phone: c.phone })),
);

export const ChildrenSchema = v.pipe(
  v.union([v.array(ChildSchema), v.looseObject({ items: v.optional(v.nullable(v.array(ChildSchema))) })]),
  v.transform((d) => (Array.isArray(d) ? d : (d.items ?? []))),
);


const RecordSchema = v.looseObject({
  timestamp: text,
  status: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  title: text,
  creditCode: text,
  content: text,
  thumbnailPhoto: text,
});

/** The licence records (GET /v2/account/honors?type=BussinessLicense): data.items (honours' list shape) or the list itself. */
export const RecordsSchema = v.pipe(
  v.union([v.array(RecordSchema), v.looseObject({ items: v.optional(v.nullable(v.array(RecordSchema))), total: v.optional(v.union([v.number(), v.string()])) })]),
  v.transform((d) => (Array.isArray(d) ? d : (d.items ?? []))),
);

const GroupCompanySchema = v.object({ id: num, name: v.string(), abbr: v.optional(v.string()) });

/** The same list as /grouporder's company filter reads it: the list itself or data.items, entries checked. */
export const GroupCompaniesSchema = v.pipe(
  v.union([v.array(GroupCompanySchema), v.pipe(v.custom((x) => !Array.isArray(x)), v.object({ items: listOf(GroupCompanySchema) }))]),
  v.transform((data) => (Array.isArray(data) ? data : data.items)),
);
