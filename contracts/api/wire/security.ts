import * as v from 'valibot';
import { NewPhoneForm } from '../../../src/domain/security/new-phone-form';
import { SecurityCode } from '../../../src/domain/security/security-code';

/**
 * The request bodies of the security screens (spec 2 section 7), built from the forms' schemas.
 * The gateway sends what they output; the mock validates requests with them.
 */

/** POST /v2/users/security/unbind-mobile: the new number and its code (the form's `code` is `sms_code`). */
export const NewPhoneBody = v.object({ phone: NewPhoneForm.entries.phone, sms_code: NewPhoneForm.entries.code });

/** POST /v2/users/security/verify-sms: a code of the old phone (unbind) or of 快捷修改 (password). */
export const VerifySmsBody = v.object({ verify_code: SecurityCode, verify_type: v.picklist(['unbind', 'password']) });

/** POST /v2/users/unregister: the code and the account's user id. */
export const DeregisterBody = v.object({ sms_code: SecurityCode, userId: v.number() });
