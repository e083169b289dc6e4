import * as v from 'valibot';
import { endpoint } from './endpoint';
import { idParams, int, pageNumberPaging, storageKey } from './request-shapes';
import { HonorBody } from './wire/honors';
import { RecordsSchema } from './answers/company';
import { HonorListSchema, HonorSchema } from './answers/honors';
import { AUDIT_FAILED_CODE, DELETE_ONLY_NOT_PASSED_CODE, EDIT_ONLY_NOT_PASSED_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

const optionalKey = v.optional(v.union([v.literal(''), storageKey()]), '');
/** A save: the wire body (the form's title) with stored keys, the second and third optional. */
export const honorBody = v.object({ ...HonorBody.entries, photoOne: storageKey(), photoTwo: optionalKey, photoThree: optionalKey });

/** Honours (optional status) or, with type=BussinessLicense, the company's licence records (offset is a page number from 1). */
const listQuery = v.object({
  status: v.optional(v.pipe(int(), v.minValue(1), v.maxValue(3))),
  thumbnailWidth: v.optional(int()),
  type: v.optional(v.literal('BussinessLicense')),
  ...pageNumberPaging(50, 3),
});

export const honors = {
  list: endpoint({
    method: 'GET',
    path: '/v2/account/honors',
    bearer: 'always',
    what: 'honours list (optional status); licence records with type=BussinessLicense, limit 3, offset 1',
    known: 'given',
    spec: '2',
    query: listQuery,
    variants: { 'type=BussinessLicense': RecordsSchema },
    answer: HonorListSchema,
    codes: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/account/honors',
    bearer: 'always',
    what: 'create honour (title, photoOne, photoTwo, photoThree)',
    known: 'given',
    spec: '2',
    body: honorBody,
    codes: [400, AUDIT_FAILED_CODE],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/account/honors/:id',
    bearer: 'always',
    what: 'one honour',
    known: 'given',
    spec: '2',
    params: idParams,
    answer: HonorSchema,
    codes: [],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/account/honors/:id',
    bearer: 'always',
    what: 'edit honour',
    known: 'given',
    spec: '2',
    params: idParams,
    body: honorBody,
    codes: [400, EDIT_ONLY_NOT_PASSED_CODE],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v2/account/honors/:id',
    bearer: 'always',
    what: 'delete honour',
    known: 'given',
    spec: '2',
    params: idParams,
    codes: [NO_PERMISSION_CODE, DELETE_ONLY_NOT_PASSED_CODE],
  }),
};
