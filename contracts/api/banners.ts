import * as v from 'valibot';
import { endpoint } from './endpoint';
import { dateTime, guarded, idParams, int, storageKey, text } from './request-shapes';
import { BannerBody } from './wire/banners';
import { BannerListSchema, TargetsSchema } from './answers/banners';
import { AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE, BANNER_CITY_LIMIT_CODE, BANNER_COMPANY_LIMIT_CODE, BANNER_LOCKED_CODE, BANNER_PERIOD_CODE, COMPANY_FROZEN_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/** A save as the backend reads it: the wire body (the form's title), a storage key, the target parts' ceiling, the times' format. */
export const bannerBody = v.object({
  ...BannerBody.entries,
  title: guarded(BannerBody.entries.title),
  slide: storageKey(),
  first: v.optional(text(50), ''),
  second: v.optional(text(50), ''),
  third: v.optional(text(50), ''),
  posAbbr: v.pipe(v.string(), v.nonEmpty()),
  beginTime: dateTime(),
  endTime: dateTime(),
  pos: int(),
});

/** One placement's banners (posAbbr). */
export const listQuery = v.object({ posAbbr: v.pipe(v.string(), v.nonEmpty()), thumbnailWidth: v.optional(int()), pos: v.optional(int()) });

/** The banners area (spec 2 section 7). */

export const banners = {
  list: endpoint({
    method: 'GET',
    path: '/v2/banners/companies',
    bearer: 'always',
    what: 'banners (posAbbr, thumbnailWidth, pos)',
    known: 'given',
    spec: '2',
    query: listQuery,
    answer: BannerListSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/banners/companies',
    bearer: 'always',
    what: 'create banner',
    known: 'assumed-path',
    spec: '2',
    body: bannerBody,
    codes: [400, AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE, NO_PERMISSION_CODE, COMPANY_FROZEN_CODE, BANNER_PERIOD_CODE, BANNER_CITY_LIMIT_CODE, BANNER_COMPANY_LIMIT_CODE],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/banners/companies/:id',
    bearer: 'always',
    what: 'edit banner',
    known: 'assumed-path',
    spec: '2',
    params: idParams,
    body: bannerBody,
    codes: [400, BAD_PARAMETERS_CODE, NO_PERMISSION_CODE, COMPANY_FROZEN_CODE, BANNER_PERIOD_CODE, BANNER_CITY_LIMIT_CODE, BANNER_LOCKED_CODE, BANNER_COMPANY_LIMIT_CODE],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v2/banners/companies/:id',
    bearer: 'always',
    what: 'delete banner',
    known: 'assumed-path',
    spec: '2',
    params: idParams,
    codes: [NO_PERMISSION_CODE, COMPANY_FROZEN_CODE],
  }),
  targets: endpoint({
    method: 'GET',
    path: '/v2/account/banners/benefit',
    bearer: 'always',
    what: 'banner jump-target options',
    known: 'given',
    spec: '2',
    answer: TargetsSchema,
    codes: [],
  }),
};
