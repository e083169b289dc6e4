import { useEffect, useRef } from 'react';
import { Heading, Stack, chakra } from '@chakra-ui/react';
import type * as v from 'valibot';
import { useStore } from '@tanstack/react-form';
import type { PermissionGroup, SubAccountSummary } from '../../../../domain/sub-account/sub-account';
import { subAccountForm } from '../../../../domain/sub-account/sub-account-form';
import { PASSWORD_HINT } from '../../../../domain/account/register-form';
import { sameValues } from '../../../components/form/rules';
import { useRefusedSubmit } from '../../../components/form/form-parts';
import { fieldOfForm } from '../../../components/form/schema-field';
import { PermissionFields } from './permission-fields';
import { PhoneCodeFields } from './phone-code-fields';
import { useSubAccountForm } from './use-sub-account-form';
import { personalTitle } from '../../../../domain/personal/personal-menu';

/** accountAdd: add a sub-account, or edit `original` (submit stays disabled until something changes). */
export function SubAccountForm({ original, catalogue }: { original?: SubAccountSummary; catalogue: PermissionGroup[] }) {
  const element = useRef<HTMLFormElement>(null);
  const refused = useRefusedSubmit();
  // Opened from 添加子账号, which left with the list: the screen's title takes the focus. Not its
  // first field: a blur of that field, empty, would make the first 提交 stop at it (issue 59).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) title.current?.focus();
  }, []);
  const { form, mode, onSubmit } = useSubAccountForm(original, (submitted) => void refused.report(element.current, submitted));
  const unchanged = useStore(form.store, (s) => sameValues(s.values, form.options.defaultValues));
  const schema = subAccountForm(mode);
  const confirmCheck = fieldOfForm(schema, 'confirm_password');

  return (
    <chakra.form ref={element} noValidate onSubmit={onSubmit} maxW="xl">
      {refused.region}
      <Stack gap="4">
        <Heading as="h2" size="lg" ref={title} tabIndex={-1}>
          {personalTitle('accountAdd', Boolean(original))}
        </Heading>
        <form.AppField name="name" validators={{ onChange: schema.entries.name }}>
          {(f) => <f.TextField label="姓名" required placeholder="请输入姓名" />}
        </form.AppField>
        <PhoneCodeFields form={form} mode={mode} />
        <form.AppField name="password" validators={{ onChange: schema.entries.password as v.GenericSchema<string> }}>
          {(f) => <f.PasswordField label="密码" required={!mode.editing} placeholder={mode.editing ? '不修改请留空' : PASSWORD_HINT} />}
        </form.AppField>
        <form.AppField name="confirm_password" validators={{ onChange: confirmCheck, onBlur: confirmCheck, onChangeListenTo: ['password'] }}>
          {(f) => <f.PasswordField label="确认密码" required={!mode.editing} placeholder="请再次输入密码" />}
        </form.AppField>
        <PermissionFields form={form} catalogue={catalogue} />
        <form.AppForm>
          <form.SubmitButton disabled={mode.editing && unchanged}>提交</form.SubmitButton>
          <form.FormLeaveGuard />
        </form.AppForm>
      </Stack>
    </chakra.form>
  );
}
