import * as v from 'valibot';
import { int, optionalText, pathId } from '../validate';

/**
 * Request schemas of the sign-in area. Only types and ceilings are checked here (a 400
 * envelope): a phone sent as an array or a number, an object for a password, a huge field. What
 * the UI branches on (wrong password, wrong code, weak password, no region) stays with the
 * handlers and keeps its business code or error_description.
 */
const secret = () => v.optional(v.pipe(v.string(), v.maxLength(64)), '');
const field = (max: number) => v.pipe(optionalText(max), v.transform((s) => s ?? ''));

export const VERIFY_TYPES = ['login', 'register', 'subaccount', 'unbind', 'password', 'unregister'] as const;

export const tokenQuery = v.object({
  grant_type: field(20),
  user_type: field(20),
  client_id: field(100),
  client_secret: field(100),
});
export const tokenBody = v.object({ username: field(64), password: secret(), sms_code: field(10) });

export const smsQuery = v.object({ mobile: field(20), verify_type: v.optional(v.picklist(VERIFY_TYPES)) });
export const smsBody = v.object({
  mobile: field(20),
  verify_type: v.optional(v.picklist(VERIFY_TYPES)),
  token: field(500),
  sessionId: field(500),
  sig: field(500),
  scene: field(100),
});

export const registerBody = v.object({
  phone: field(20),
  sms_code: field(10),
  password: secret(),
  confirm_password: secret(),
  location_id: v.optional(v.pipe(v.array(int()), v.maxLength(5)), []),
  user_type: v.optional(v.literal('Company')),
});

export const userParams = v.object({ userId: pathId() });
export const activateBody = v.object({ userId: int(), status: int() });

export const passwordQuery = v.object({ type: field(10) });
export const passwordBody = v.object({ old_password: secret(), password: secret(), confirm_password: secret() });

export const findAccountBody = v.object({
  company_name: field(50),
  contact: field(20),
  phone: field(20),
  sms_code: field(10),
  license: field(200),
});
