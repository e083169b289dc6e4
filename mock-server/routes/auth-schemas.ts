import * as v from 'valibot';
import { fieldsOf, int, optionalText, pathId } from '../validate';
import {
  ActivateBody, ChangePasswordBody, ChangePasswordQuery, RegisterBody, SmsBody, TokenBody, TokenQuery, VERIFY_TYPES,
} from '../../contracts/api/wire/auth';
import { FindAccountBody } from '../../contracts/api/wire/account-recovery';

/**
 * Request schemas of the sign-in area: the fields of its wire bodies (src/adapters/http/wire/auth.ts),
 * of which only types and ceilings are checked here (a 400 envelope): a phone sent as an array or
 * a number, an object for a password, a huge field. What the UI branches on (wrong password, wrong
 * code, weak password, no region) stays with the handlers and keeps its business code or
 * error_description, as the real server answers it.
 */
const secret = () => v.optional(v.pipe(v.string(), v.maxLength(64)), '');
const field = (max: number) => v.pipe(optionalText(max), v.transform((s) => s ?? ''));

const verifyType = () => v.optional(v.picklist(VERIFY_TYPES));

export const tokenQuery = v.object(
  fieldsOf(TokenQuery, { grant_type: field(20), user_type: field(20), client_id: field(100), client_secret: field(100) }),
);
export const tokenBody = v.object(fieldsOf(TokenBody, { username: field(64), password: secret(), sms_code: field(10) }));

/** A variant sends the phone and the type as a query (spec 2 section 7). */
export const smsQuery = v.object({ mobile: field(20), verify_type: verifyType() });
export const smsBody = v.object(
  fieldsOf(SmsBody, { mobile: field(20), verify_type: verifyType(), token: field(500), sessionId: field(500), sig: field(500), scene: field(100) }),
);

export const registerBody = v.object(
  fieldsOf(RegisterBody, {
    phone: field(20),
    sms_code: field(10),
    password: secret(),
    confirm_password: secret(),
    location_id: v.optional(v.pipe(v.array(int()), v.maxLength(5)), []),
    user_type: v.optional(v.literal('Company')),
  }),
);

export const userParams = v.object({ userId: pathId() });
export const activateBody = v.object(fieldsOf(ActivateBody, { userId: int(), status: int() }));

export const passwordQuery = v.object(fieldsOf(ChangePasswordQuery, { type: field(10) }));
export const passwordBody = v.object(fieldsOf(ChangePasswordBody, { old_password: secret(), password: secret(), confirm_password: secret() }));

export const findAccountBody = v.object(
  fieldsOf(FindAccountBody, { company_name: field(50), contact: field(20), phone: field(20), sms_code: field(10), license: field(200) }),
);
