import { endpoint } from './endpoint';
import * as v from 'valibot';
import { fieldsOf, int, optionalText, pathId } from './request-shapes';
import { num } from './answer-shapes';
import { ProtectionSchema } from './answers/auth';
import {
  ActivateBody, ChangePasswordBody, ChangePasswordQuery, RegisterBody, SmsBody, TokenBody, TokenQuery, VERIFY_TYPES,
} from './wire/auth';
import { FindAccountBody } from './wire/account-recovery';
import { APPLICATION_INCOMPLETE_CODE, CAPTCHA_FAILED_CODE, COMPANY_DISABLED_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE, PHONE_MALFORMED_CODE, PHONE_REGISTERED_CODE, REGION_MISSING_CODE, SMS_CODE_WRONG_CODE, TOO_MANY_ATTEMPTS_CODE } from '../../src/domain/common/business-codes';

/**
 * The sign-in area's endpoints. Its request schemas: the fields of its wire bodies (wire/auth.ts),
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

const flag = v.optional(v.union([v.number(), v.string(), v.boolean()]));

/** The OAuth token answer (no envelope): a session needs a token and the user's and company's ids. */
export const SignInSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  user_id: num,
  company_id: num,
  company_abbr: v.optional(v.string()),
  realname: v.optional(v.string()),
  vipCompany: flag,
  isSubAccount: flag,
  isGroupCompany: flag,
  licenseStatus: v.optional(num),
  status: v.optional(num),
  needChangePwd: flag,
  permissionList: v.optional(v.unknown()),
});

/** data is the message to show (短信验证码已发送); anything else is read as no message. */
export const SmsSentSchema = v.pipe(v.optional(v.nullable(v.string())), v.transform((s) => s ?? ''));

export const auth = {
  signIn: endpoint({
    method: 'POST',
    path: '/v2/oauth/token',
    bearer: 'never',
    what: 'sign-in (password or sms_code grant); query client credentials, grant_type, user_type=Company; form body',
    known: 'given',
    spec: '1',
    query: tokenQuery,
    body: tokenBody,
    answer: SignInSchema,
    codes: [SMS_CODE_WRONG_CODE, TOO_MANY_ATTEMPTS_CODE],
  }),
  sendSms: endpoint({
    method: 'POST',
    path: '/v2/oauth/sms',
    bearer: 'sometimes',
    what: 'send an SMS code; verify_type login, register, subaccount, unbind, password, unregister (query variant ?verify_type=)',
    known: 'given',
    spec: '1,2',
    query: smsQuery,
    body: smsBody,
    answer: SmsSentSchema,
    codes: [CAPTCHA_FAILED_CODE, COMPANY_DISABLED_CODE, PHONE_REGISTERED_CODE],
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/v2/oauth/logout',
    bearer: 'never',
    what: 'sign-out',
    known: 'assumed-method',
    spec: '1',
    codes: [],
  }),
  register: endpoint({
    method: 'POST',
    path: '/v2/users/register',
    bearer: 'never',
    what: 'registration',
    known: 'given',
    spec: '1',
    body: registerBody,
    codes: [PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE, REGION_MISSING_CODE],
  }),
  protection: endpoint({
    method: 'GET',
    path: '/v2/users/check-unregister/:userId',
    bearer: 'always',
    what: 'data 1 = account in deregistration protection period',
    known: 'given',
    spec: '1',
    params: userParams,
    answer: ProtectionSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  activate: endpoint({
    method: 'POST',
    path: '/v2/users/activate',
    bearer: 'always',
    what: 're-activate an account in protection (status, userId)',
    known: 'given',
    spec: '1',
    body: activateBody,
    codes: [NOT_FOUND_CODE],
  }),
  findAccount: endpoint({
    method: 'POST',
    path: '/v2/users/find-account',
    bearer: 'never',
    what: 'account retrieval application (company name, contact, phone, sms_code, licence image)',
    known: 'assumed',
    spec: '1',
    body: findAccountBody,
    codes: [SMS_CODE_WRONG_CODE, APPLICATION_INCOMPLETE_CODE, PHONE_MALFORMED_CODE],
  }),
};
