import { endpoint } from './endpoint';
import * as v from 'valibot';
/** A sub-account's avatar: a key of the avatar upload folder (the mock checks the key's whole form and owner). */
import { idParams, paging, text } from './request-shapes';
import { CreateBody, DesignerBody, UpdateBody } from './wire/sub-account';
import { AttrsSchema, CatalogueSchema, DesignerProfileSchema, DesignersSchema, SubAccountPageSchema, SubAccountSchema } from './answers/sub-accounts';
import { COMPANY_FROZEN_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE, PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE } from '../../src/domain/common/business-codes';

export const ListQuery = v.object({
  ...paging(1000),
  search: v.optional(text(20), ''),
  // The orders' designer list asks for the accounts that have the order module.
  permission_list: v.optional(v.literal('order')),
});

export const AvatarBody = v.object({ avatar: v.pipe(v.string(), v.maxLength(200), v.startsWith('avatar/')) });

export const subAccounts = {
  list: endpoint({
    method: 'GET',
    path: '/v2/users/sub-account',
    bearer: 'always',
    what: 'sub-account list (offset, limit, search, permission_list=order)',
    known: 'given',
    spec: '1,2',
    query: ListQuery,
    answer: SubAccountPageSchema,
    /** The orders' designer filter and assignment read the accounts with the order module. */
    variants: { 'permission_list=order': DesignersSchema },
    codes: [NO_PERMISSION_CODE],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/users/sub-account',
    bearer: 'always',
    what: 'create sub-account',
    known: 'given',
    spec: '2',
    body: CreateBody,
    codes: [PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE, NO_PERMISSION_CODE, COMPANY_FROZEN_CODE],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/users/sub-account/:id',
    bearer: 'always',
    what: 'one sub-account',
    known: 'given',
    spec: '2',
    params: idParams,
    answer: SubAccountSchema,
    codes: [NO_PERMISSION_CODE, NOT_FOUND_CODE],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/users/sub-account/:id',
    bearer: 'always',
    what: 'edit sub-account',
    known: 'given',
    spec: '2',
    params: idParams,
    body: UpdateBody,
    codes: [NO_PERMISSION_CODE, NOT_FOUND_CODE],
  }),
  unbind: endpoint({
    method: 'DELETE',
    path: '/v2/users/sub-account/:id',
    bearer: 'always',
    what: 'unbind sub-account',
    known: 'given',
    spec: '2',
    params: idParams,
    codes: [NO_PERMISSION_CODE, NOT_FOUND_CODE],
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/v2/users/sub-account/permissions',
    bearer: 'always',
    what: 'permission catalogue (reply field spelled permisson_list)',
    known: 'assumed',
    spec: '2',
    answer: CatalogueSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/v2/users/upload-avatar',
    bearer: 'always',
    what: 'sub-account avatar key',
    known: 'given',
    spec: '2',
    body: AvatarBody,
    codes: [400, NO_PERMISSION_CODE],
  }),
  designer: endpoint({
    method: 'GET',
    path: '/v2/users/sub-designer/:id',
    bearer: 'always',
    what: 'designer profile',
    known: 'given',
    spec: '2',
    params: idParams,
    answer: DesignerProfileSchema,
    codes: [],
  }),
  saveDesigner: endpoint({
    method: 'PUT',
    path: '/v2/users/sub-designer/:id',
    bearer: 'always',
    what: 'save designer profile',
    known: 'given',
    spec: '2',
    params: idParams,
    body: DesignerBody,
    codes: [],
  }),
  designerAttributes: endpoint({
    method: 'GET',
    path: '/v2/props/designer-attr',
    bearer: 'always',
    what: 'designer attributes (fg_list, type, work_years)',
    known: 'given',
    spec: '2',
    answer: AttrsSchema,
    codes: [],
  }),
};
