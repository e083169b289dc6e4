import * as v from 'valibot';

/**
 * GET /v2/qiniu/get-token and /v2/openapi/common/get-qiniu-token: data is the upload token for a
 * direct upload to the storage host (spec 1 section 7, spec 2 section 7). Anything else (null,
 * a number, an empty text) reads as no token: the upload fails as a refused one, with the
 * caller's message and no toast of its own.
 */
export const UploadTokenSchema = v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined);
