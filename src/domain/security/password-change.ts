import * as v from 'valibot';
import { CHANGE_PASSWORD_MESSAGES } from '../common/password';
import { ChangedPassword, Confirm, CurrentPassword, confirmed } from '../common/password-schema';
import { SIGN_IN_MESSAGES } from '../account/sign-in-form';
import { SecurityCode } from './security-code';

/** The changePwd screen (spec 2 sections 4, 5 and 9): 8 to 16 characters, upper, lower case and a digit. */
export const PASSWORD_CHANGE_MESSAGES = {
  /** An invalid quick form (spec 2 section 5): the wording of a refused code request. */
  invalidQuick: SIGN_IN_MESSAGES.codePending,
  hint: '8-16位，需包含大小写字母和数字',
} as const;

/** changePwd's new password: the forced change's rule, and at most 16 characters. */
export const NewPassword = v.pipe(ChangedPassword, v.maxLength(16, CHANGE_PASSWORD_MESSAGES.weak));

/** 普通修改: the current password, the new one and its confirmation. */
export const NormalChangeForm = v.pipe(
  v.object({ current: CurrentPassword, next: NewPassword, confirm: Confirm }),
  confirmed('next', 'confirm'),
);

/** 快捷修改: the code sent to the bound phone, the new password and its confirmation. */
export const QuickChangeForm = v.pipe(
  v.object({ code: SecurityCode, next: NewPassword, confirm: Confirm }),
  confirmed('next', 'confirm'),
);

/** The forced change at sign-in (needChangePwd, spec 1 section 4): at least 8, no maximum. */
export const ForcedChangeForm = v.pipe(
  v.object({ current: CurrentPassword, next: ChangedPassword, confirm: Confirm }),
  confirmed('next', 'confirm'),
);

export type NormalChangeValues = v.InferInput<typeof NormalChangeForm>;
export type QuickChangeValues = v.InferInput<typeof QuickChangeForm>;
export type ForcedChangeValues = v.InferInput<typeof ForcedChangeForm>;
export type NormalChangeField = keyof NormalChangeValues;
export type QuickChangeField = keyof QuickChangeValues;
