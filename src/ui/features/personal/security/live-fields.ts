import type { AnyFieldApi } from '@tanstack/react-form';
import { validateConfirmation } from '../../../../domain/shared/password';
import { type Rule, firstError } from '../../../../domain/shared/validation';
import { PASSWORD_CHANGE_MESSAGES, newPasswordRules } from '../../../../domain/security/password-change';

type Check = (props: { value: string; fieldApi: AnyFieldApi }) => string | undefined;

/**
 * A field's rules run on change and on blur, and a change also refreshes a message the last
 * blur (or submit) left: otherwise a corrected value keeps showing the old message until the
 * field is left, and the layout shift as it finally goes swallows the click on the submit button.
 */
function live(check: Check, extra?: (fieldApi: AnyFieldApi) => void) {
  return {
    validators: { onChange: check, onBlur: check },
    listeners: {
      onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => {
        if (fieldApi.state.meta.errorMap.onBlur) void fieldApi.validate('blur');
        extra?.(fieldApi);
      },
    },
  };
}

export const liveRules = (...list: readonly Rule[]) => live(({ value }) => firstError(value, list) ?? undefined);

/** 新密码: 8-16 with upper, lower case and a digit; a change re-checks a confirmation already typed. */
export const newPasswordProps = live(
  ({ value }) => firstError(value, newPasswordRules) ?? undefined,
  (fieldApi) => {
    if (!fieldApi.form.getFieldMeta('confirm')?.isTouched) return;
    void fieldApi.form.validateField('confirm', 'change');
    void fieldApi.form.validateField('confirm', 'blur');
  },
);

/** 确认密码: must repeat 新密码 (两次输入密码不一致!). */
export const confirmPasswordProps = live(
  ({ value, fieldApi }) => validateConfirmation(String(fieldApi.form.getFieldValue('next') ?? ''), value) ?? undefined,
);

export const NEW_PASSWORD_HINT = PASSWORD_CHANGE_MESSAGES.hint;
