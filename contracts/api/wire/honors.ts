import * as v from 'valibot';
import { HonorForm } from '../../../src/domain/honor/honor-form';

/**
 * POST and PUT /v2/account/honors: the honour form's title (trimmed, its limits and messages)
 * and up to three stored photo keys, '' for a missing one. The form's photo list becomes the
 * three keys in `toHonorPayload` (domain/honor/honor-form.ts). The gateway sends what this
 * schema outputs; the mock validates requests with it, adding its own storage-key checks.
 */
export const HonorBody = v.object({
  title: HonorForm.entries.title,
  photoOne: v.string(),
  photoTwo: v.string(),
  photoThree: v.string(),
});
export type HonorBody = v.InferOutput<typeof HonorBody>;
