import { endpoint } from './endpoint';
import * as v from 'valibot';

const flag = v.optional(v.union([v.number(), v.string(), v.boolean()]));
const count = v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)));
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

/** GET /v2/users/index as the screens read it; unknown fields pass through untouched. */
export const UserIndexSchema = v.looseObject({
  id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  realname: text,
  company_id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  company_name: v.optional(v.string()),
  has_bussiness_license: count,
  has_city_slider: count,
  mobile: v.optional(v.string()),
  company_status: count,
  contract_count: count,
  is_vip: count,
  head_img_url: text,
  menu_list: v.optional(
    v.nullable(v.array(v.looseObject({ name: v.string(), path: v.optional(v.string()) }))),
    [],
  ),
  permission_list: v.optional(v.unknown()),
  isSubAccount: flag,
});

export const InfoCheckSchema = v.looseObject({
  licenseStatus: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  status: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
});

export const users = {
  index: endpoint({
    method: 'GET',
    path: '/v2/users/index',
    bearer: 'always',
    what: 'user index (realname, company_id, has_city_slider, menu_list, ...)',
    known: 'given',
    spec: '1,2',
    answer: UserIndexSchema,
    codes: [],
  }),
  infoCheck: endpoint({
    method: 'GET',
    path: '/v2/account/info-check',
    bearer: 'always',
    what: 'licenseStatus and status',
    known: 'assumed',
    spec: '1',
    answer: InfoCheckSchema,
    codes: [],
  }),
};
