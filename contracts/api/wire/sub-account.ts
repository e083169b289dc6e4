import * as v from 'valibot';
import { SMS_CODE_LENGTH } from '../../../src/domain/account/sign-in-form';
import { WirePhone, filled } from '../../../src/domain/common/schema';
import { SUB_ACCOUNT_TYPES } from '../../../src/domain/sub-account/sub-account';
import { NewSubAccountPassword, SUB_ACCOUNT_MESSAGES, SubAccountName, SubAccountPassword } from '../../../src/domain/sub-account/sub-account-form';
import { DesignerForm } from '../../../src/domain/sub-account/designer-profile';

/**
 * The sub-account area's request bodies (spec 2 sections 3 and 5), built from the forms'
 * schemas. The gateways send what these output; the mock validates requests with them and
 * adds what only it knows (the permission ids and presets, the designer choices).
 */

const SmsCode = v.pipe(v.string(), v.trim(), filled(SUB_ACCOUNT_MESSAGES.codeRequired), v.maxLength(SMS_CODE_LENGTH));
const PermissionIds = v.array(v.number());

/** A password sent must come with the same confirmation. */
export const samePasswords = <T extends { password?: string; confirm_password?: string }>() =>
  v.check<T, string>((b) => (b.password ?? '') === (b.confirm_password ?? ''), SUB_ACCOUNT_MESSAGES.mismatch);

/** POST /v2/users/sub-account: a new sub-account with its code and password. */
export const CreateBody = v.pipe(
  v.object({
    name: SubAccountName,
    phone: WirePhone,
    sms_code: SmsCode,
    password: NewSubAccountPassword,
    confirm_password: v.string(),
    user_type: v.picklist(SUB_ACCOUNT_TYPES),
    permission_list: PermissionIds,
  }),
  samePasswords(),
);

/** PUT /v2/users/sub-account/{id}: the code only with a new phone, the password only when changed. */
export const UpdateBody = v.pipe(
  v.object({
    ...CreateBody.entries,
    sms_code: v.optional(SmsCode),
    password: v.optional(SubAccountPassword),
    confirm_password: v.optional(v.string()),
  }),
  samePasswords(),
);

const D = DesignerForm.entries;
const optionalId = v.nullable(v.pipe(v.number(), v.integer()));

/** PUT /v2/users/sub-designer/{id}: the profile, the city as its last id, choices as ids or null. */
export const DesignerBody = v.object({
  fg_list: v.array(v.pipe(v.number(), v.integer())),
  location_id: optionalId,
  school: D.school,
  slogan: D.slogan,
  type: optionalId,
  work_years: optionalId,
  intro: D.intro,
});
