import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import type { SubAccountGateway } from '../../application/ports/sub-account-gateway';
import type { SubAccountAdminGateway, SubAccountListQuery } from '../../application/ports/sub-account-admin-gateway';
import type { SubAccountPayload } from '../../domain/sub-account/sub-account-form';
import { SUB_ACCOUNT_TYPES } from '../../domain/sub-account/sub-account';
import { ok } from '../../domain/common/result';
import { CreateBody, UpdateBody } from '../../../contracts/api/wire/sub-account';

const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

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

export const PageSchema = v.object({ items: v.array(SubAccountSchema), total: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)) });

// The backend spells the catalogue's field permisson_list.
export const CatalogueSchema = v.object({
  permisson_list: v.array(v.object({ name: v.string(), children: v.array(v.object({ id, name: v.string() })) })),
});

const SAVE_OPTIONS = { handledCodes: 'all', ownsFailures: 'transport' } as const;

/**
 * GET /v2/users/sub-account and the rest of the sub-account API. Every answer is checked: the
 * orders' designer list (SubAccountGateway) reads data.items, or data itself as a list; the
 * personal centre's calls (SubAccountAdminGateway) read pages, one account and the catalogue.
 * Writes hand business codes back to the caller.
 */
export class HttpSubAccountGateway implements SubAccountGateway, SubAccountAdminGateway {
  constructor(private readonly api: ApiClient) {}

  list(offset: number, limit: number) {
    const query = { offset, limit, permission_list: 'order' };
    return this.api.get<unknown>('/users/sub-account', { query }).then(checked(this.api, DesignersSchema, 'GET /users/sub-account?permission_list=order'));
  }

  page(query: SubAccountListQuery) {
    return this.api.get<unknown>('/users/sub-account', { query: { ...query } }).then(checked(this.api, PageSchema, 'GET /users/sub-account'));
  }

  one(accountId: number) {
    return this.api.get<unknown>(`/users/sub-account/${accountId}`).then(checked(this.api, SubAccountSchema, 'GET /users/sub-account/{id}'));
  }

  async permissions() {
    const answer = await this.api.get<unknown>('/users/sub-account/permissions');
    const result = checked(this.api, CatalogueSchema, 'GET /users/sub-account/permissions')(answer);
    return result.ok ? ok(result.value.permisson_list) : result;
  }

  // A save that gets no answer is told by the form (提交失败), once: not by the request layer too.
  create(payload: SubAccountPayload) {
    return this.api.post<unknown>('/users/sub-account', v.parse(CreateBody, payload), SAVE_OPTIONS).then(toResult);
  }

  update(accountId: number, payload: SubAccountPayload) {
    return this.api.put<unknown>(`/users/sub-account/${accountId}`, v.parse(UpdateBody, payload), SAVE_OPTIONS).then(toResult);
  }

  unbind(accountId: number) {
    return this.api.delete<unknown>(`/users/sub-account/${accountId}`, undefined, { handledCodes: 'all' }).then(toResult);
  }
}
