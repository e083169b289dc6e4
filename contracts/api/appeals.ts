import * as v from 'valibot';
import { endpoint } from './endpoint';
import { paging, pathId, storageKey } from './request-shapes';
import { AppealBody } from './wire/appeals';
import { AppealPageSchema, SavedEvidenceSchema } from './answers/appeals';
import { APPEAL_LIST_TYPE } from '../../src/domain/appeal/appeal-entry';
import { AUDIT_FAILED_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/** Order appeals (spec 1 section 8) and their evidence images; the list is spec 2 section 3's. */

export const appeals = {
  file: endpoint({
    method: 'PUT',
    path: '/v2/account/fin-payment-complaint/:orderId',
    bearer: 'always',
    what: 'file an order appeal (form: dataType, dataId, content, photo)',
    known: 'given',
    spec: '1',
    params: v.object({ orderId: pathId() }),
    body: AppealBody,
    codes: [AUDIT_FAILED_CODE, NO_PERMISSION_CODE, NOT_FOUND_CODE],
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/account/fin-payment-complaint',
    bearer: 'always',
    what: 'appeals list (dataType ORDERS, limit 15, offset)',
    known: 'given',
    spec: '1,2',
    query: v.object({ dataType: v.optional(v.picklist([APPEAL_LIST_TYPE]), APPEAL_LIST_TYPE), ...paging(50, 15) }),
    answer: AppealPageSchema,
    codes: [],
  }),
  uploadEvidence: endpoint({
    method: 'POST',
    path: '/v2/account/update-pic',
    bearer: 'always',
    what: 'appeal evidence upload (multipart field file); data.save_path',
    known: 'assumed',
    spec: '1',
    answer: SavedEvidenceSchema,
    codes: [415, AUDIT_FAILED_CODE, NO_PERMISSION_CODE],
  }),
  /** The answer is the image file itself, not JSON: no answer schema (a refusal is an envelope with a code). */
  evidence: endpoint({
    method: 'GET',
    path: '/v2/account/pic-file',
    bearer: 'always',
    what: 'appeal evidence image (?file=, bearer token)',
    known: 'assumed',
    spec: '2',
    query: v.object({ file: storageKey() }),
    codes: [404, NOT_FOUND_CODE],
  }),
};
