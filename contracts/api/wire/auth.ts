import * as v from 'valibot';

/**
 * The request bodies of the sign-in area (spec 1 sections 4, 5 and 7; 找回账号's is
 * account-recovery.ts). The auth gateway's bodies are typed by them (checked when compiled: the
 * gateway is in every page's first bytes, and these bodies carry no rule beyond their shape), and
 * the mock takes the same fields (mock-server/routes/auth-schemas.ts), each bounded there; what
 * the UI branches on (a wrong password, a wrong code, no region) is the mock handlers' and keeps
 * its business code or error_description.
 */

/** What an SMS code is asked for. */
export const VERIFY_TYPES = ['login', 'register', 'subaccount', 'unbind', 'password', 'unregister'] as const;

/** POST /v2/oauth/token's query: the app's OAuth client, the grant, and the company user type. */
export const TokenQuery = v.object({
  client_id: v.string(),
  client_secret: v.string(),
  grant_type: v.picklist(['password', 'sms_code']),
  user_type: v.literal('Company'),
});

/** POST /v2/oauth/token's form body: the username (the phone for an SMS grant) with its password or code. */
export const TokenBody = v.object({ username: v.string(), password: v.optional(v.string()), sms_code: v.optional(v.string()) });

/** POST /v2/oauth/sms: the phone, what the code is for, and the smart captcha's proof. */
export const SmsBody = v.object({
  mobile: v.string(),
  verify_type: v.picklist(VERIFY_TYPES),
  token: v.string(),
  sessionId: v.string(),
  sig: v.string(),
  scene: v.string(),
});

/** POST /v2/users/register: the phone and its code, the password twice, the region's ids (province to district). */
export const RegisterBody = v.object({
  phone: v.string(),
  sms_code: v.string(),
  password: v.string(),
  confirm_password: v.string(),
  location_id: v.array(v.number()),
  user_type: v.literal('Company'),
});

/** POST /v2/users/activate: the re-activated account. */
export const ActivateBody = v.object({ status: v.literal(1), userId: v.number() });

/** POST /v2/users/security/modify-password?type=normal: the current password, the new one twice. */
export const ChangePasswordQuery = v.object({ type: v.literal('normal') });
export const ChangePasswordBody = v.object({ old_password: v.string(), password: v.string(), confirm_password: v.string() });
