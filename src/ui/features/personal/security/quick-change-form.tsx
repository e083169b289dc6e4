import { Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { ChangePasswordBySms } from '../../../../application/security/change-password-by-sms';
import { PASSWORD_CHANGE_MESSAGES, QuickChangeForm as QuickChange, type QuickChangeValues } from '../../../../domain/security/password-change';
import { SECURITY_CODE_MESSAGES, maskPhone } from '../../../../domain/security/security-code';
import { useService, useSession } from '../../../platform/container-context';
import { CaptchaBox, useCaptcha } from '../../../components/captcha-box';
import { useAppForm } from '../../../components/form/form-kit';
import { StackedForm } from '../../../components/form/stacked-form';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';
import { usePhoneCodeSender } from './use-code-sender';

const EMPTY: QuickChangeValues = { code: '', next: '', confirm: '' };

/** 快捷修改: a code to the bound phone (behind the captcha), verified first, then the new password (type=sms). */
export function QuickChangeForm() {
  const change = useService(ChangePasswordBySms);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const phone = useSession().userIndex?.mobile ?? '';
  const captcha = useCaptcha();
  const sender = usePhoneCodeSender('password', captcha.reset);
  const changing = useMutation({ mutationFn: (values: QuickChangeValues) => change.execute(values) });

  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      const result = await changing.mutateAsync(value).catch(() => null);
      if (result?.ok) {
        notifier.success('修改成功!');
        return void (await navigate({ to: '/login', replace: true }));
      }
      if (result?.error.kind === 'invalid') notifier.error(PASSWORD_CHANGE_MESSAGES.invalidQuick);
      if (result?.error.kind === 'verify-failed') notifier.error(SECURITY_CODE_MESSAGES.verifyFailed);
    },
    onSubmitInvalid: () => notifier.error(PASSWORD_CHANGE_MESSAGES.invalidQuick),
  });
  const valid = useStore(form.store, (s) => v.is(QuickChange, s.values));

  return (
    <StackedForm form={form} maxW="md" submit="确认修改" submitDisabled={!valid} stretchSubmit>
      <Text color="gray.700">验证码将发送至绑定手机 {maskPhone(phone)}</Text>
      <CaptchaBox {...captcha.box} />
      <form.Field name="code" validators={{ onChange: QuickChange.entries.code }}>
        {(f) => <SmsCodeField field={f} sender={sender} onSend={() => void sender.send(phone, captcha.proof)} />}
      </form.Field>
      <NewPasswordFields form={form} fields={{ next: 'next', confirm: 'confirm' }} />
    </StackedForm>
  );
}
