import { Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { VerifyOldPhone } from '../../../../application/security/verify-old-phone';
import { SECURITY_CODE_MESSAGES, SecurityCode, maskPhone } from '../../../../domain/security/security-code';
import { useService, useSession } from '../../../platform/container-context';
import { CaptchaBox, useCaptcha } from '../../../components/captcha-box';
import { useAppForm } from '../../../components/form/form-kit';
import { StackedForm } from '../../../components/form/stacked-form';
import { SmsCodeField } from './sms-code-field';
import { useBoundPhoneCodeSender } from './use-code-sender';

/** Rebinding step 1: a code sent to the bound phone (?verify_type=unbind), checked by verify-sms. */
export function OldPhoneStep({ onVerified }: { onVerified: () => void }) {
  const verify = useService(VerifyOldPhone);
  const notifier = useService(TOKENS.Notifier);
  const phone = useSession().userIndex?.mobile ?? '';
  const captcha = useCaptcha();
  const sender = useBoundPhoneCodeSender('unbind', captcha.reset);
  const verification = useMutation({ mutationFn: (code: string) => verify.execute(code) });

  const form = useAppForm({
    defaultValues: { code: '' },
    onSubmit: async ({ value, formApi }) => {
      const result = await verification.mutateAsync(value.code).catch(() => null);
      if (result?.ok) {
        formApi.reset(value);
        return onVerified();
      }
      if (result?.error.kind === 'verify-failed') notifier.error(SECURITY_CODE_MESSAGES.verifyFailed);
    },
  });

  return (
    <StackedForm form={form} maxW="md" submit="下一步" stretchSubmit>
      <Text color="gray.700">请先验证当前绑定的手机号 {maskPhone(phone)}</Text>
      <CaptchaBox {...captcha.box} />
      <form.Field name="code" validators={{ onChange: SecurityCode }}>
        {(f) => <SmsCodeField field={f} sender={sender} onSend={() => void sender.send(captcha.proof)} />}
      </form.Field>
    </StackedForm>
  );
}
