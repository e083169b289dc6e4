import * as v from 'valibot';
import type { ContentResource } from '../http-content-gateway';
import type { ContentAreas } from '../../../application/ports/content-gateway';
import { AUDIT_FAILED_CODE } from '../../../domain/common/business-codes';
import { HonorBody } from '../../../../contracts/api/wire/honors';
import { HonorListSchema, HonorSchema } from '../../../../contracts/api/answers/honors';


/**
 * Honour certificates (spec 2 section 7). The same list path also serves licence records
 * with type=BussinessLicense; this resource never sends a type, so it only gets honours.
 * 20022 on a save is silent; other refusals show the server's msg through the request layer.
 */
export const resource: ContentResource<ContentAreas['honors']> = {
  path: '/account/honors',
  list: { query: (status) => ({ status }), answer: HonorListSchema },
  detail: { answer: HonorSchema },
  body: (payload) => v.parse(HonorBody, payload),
  saveCodes: [AUDIT_FAILED_CODE],
  lookups: {},
};
