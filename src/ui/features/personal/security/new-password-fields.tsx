import { NewPassword, PASSWORD_CHANGE_MESSAGES } from '../../../../domain/security/password-change';
import { withFieldGroup } from '../../../components/form/form-kit';
import { confirmationOf } from '../../../components/form/confirmation';

/**
 * 新密码 and 确认密码, as both password changes (普通修改 and 快捷修改) ask for them: the new
 * password's rules with the hint, and a confirmation checked again whenever the new one changes.
 * Used as `<NewPasswordFields form={form} fields={{ next: 'next', confirm: 'confirm' }} />`.
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { next: '', confirm: '' },
  render: function NewPasswordFields({ group }) {
    return (
      <>
        <group.AppField name="next" validators={{ onChange: NewPassword }}>
          {(f) => <f.PasswordField label="新密码" required helper={PASSWORD_CHANGE_MESSAGES.hint} />}
        </group.AppField>
        <group.AppField name="confirm" validators={confirmationOf(() => group.getFieldValue('next'))}>
          {(f) => <f.PasswordField label="确认密码" required />}
        </group.AppField>
      </>
    );
  },
});
