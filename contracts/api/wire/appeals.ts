import * as v from 'valibot';
import { APPEAL_MAX_BYTES, APPEAL_MAX_IMAGES, APPEAL_MESSAGES, APPEAL_TYPES } from '../../../src/domain/order/appeal';
import { AppealFields } from '../../../src/domain/order/appeal-form';

/** The saved paths of an appeal's `photo`: comma-joined, empty parts ignored. */
export const evidencePaths = (photo: string) => photo.split(',').filter(Boolean);

/**
 * PUT /v2/account/fin-payment-complaint/:orderId (form-encoded, spec 1 section 8): the appeal
 * form's type and explanation (trimmed) under the server's names, and the evidence as at most
 * three saved paths, comma-joined. The gateway sends what this schema outputs; the mock
 * validates requests with it.
 */
export const AppealBody = v.object({
  dataType: v.picklist(APPEAL_TYPES.map((t) => t.value)),
  dataId: v.number(),
  content: v.pipe(v.string(), v.trim(), AppealFields.content),
  photo: v.pipe(v.string(), v.check((photo) => evidencePaths(photo).length <= APPEAL_MAX_IMAGES, APPEAL_MESSAGES.tooManyImages)),
});
export type AppealBody = v.InferOutput<typeof AppealBody>;

/** POST /v2/account/update-pic (multipart `file`): an evidence image under 5MB. */
export const EVIDENCE_UPLOAD = { maxBytes: APPEAL_MAX_BYTES } as const;
