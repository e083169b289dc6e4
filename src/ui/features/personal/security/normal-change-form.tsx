import { useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { ChangePasswordInSettings } from '../../../../application/security/change-password-in-settings';
import { NormalChangeForm as NormalChange, type NormalChangeValues } from '../../../../domain/security/password-change';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { StackedForm } from '../../../components/form/stacked-form';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: NormalChangeValues = { current: '', next: '', confirm: '' };

/** 普通修改: current, new and confirm (type=normal); success ends the session and opens /login. */
export function NormalChangeForm() {
  const change = useService(ChangePasswordInSettings);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const changing = useMutation({ mutationFn: (values: NormalChangeValues) => change.execute(values) });
  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      const result = await changing.mutateAsync(value).catch(() => null);
      if (!result?.ok) return;
      notifier.success('修改成功!');
      await navigate({ to: '/login', replace: true });
    },
  });
  const valid = useStore(form.store, (s) => v.is(NormalChange, s.values));

  return (
    <StackedForm form={form} maxW="md" submit="确认修改" submitDisabled={!valid} stretchSubmit>
      <form.AppField name="current" validators={{ onChange: NormalChange.entries.current }}>
        {(f) => <f.PasswordField label="当前密码" required />}
      </form.AppField>
      <NewPasswordFields form={form} fields={{ next: 'next', confirm: 'confirm' }} />
    </StackedForm>
  );
}
