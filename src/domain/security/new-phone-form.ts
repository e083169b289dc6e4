import * as v from 'valibot';
import { PHONE_MESSAGES, allowedSegment, wellFormedPhone, filled, messageOf } from '../common/schema';
import { REBINDING_MESSAGES } from './rebinding';
import { SecurityCode } from './security-code';

/** The new number of step 2, as the page checks it and the server accepts it. */
export const RebindingPhone = v.pipe(
  v.string(),
  v.trim(),
  filled(PHONE_MESSAGES.required),
  wellFormedPhone(REBINDING_MESSAGES.malformed),
  v.regex(/^1[34578]/, REBINDING_MESSAGES.malformed),
  allowedSegment(REBINDING_MESSAGES.malformed),
);

/** Rebinding step 2: the new number and the code sent to it. */
export const NewPhoneForm = v.object({ phone: RebindingPhone, code: SecurityCode });
export type NewPhoneValues = v.InferInput<typeof NewPhoneForm>;

/** What stops a code being sent to the new number, if anything. */
export function newPhoneSendBlocker(phone: string): string | null {
  if (phone.trim() === '') return REBINDING_MESSAGES.sendWithout;
  return messageOf(RebindingPhone, phone) ? REBINDING_MESSAGES.sendInvalid : null;
}
