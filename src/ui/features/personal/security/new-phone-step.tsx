import { useRef, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { TOKENS } from '../../../../application/tokens';
import type { CaptchaProof } from '../../../../application/ports/auth-gateway';
import { SendSmsCode } from '../../../../application/session/send-sms-code';
import { BindNewPhone } from '../../../../application/security/bind-new-phone';
import { REBINDING_MESSAGES, newPhoneSendBlocker, rebindingPhoneRules } from '../../../../domain/security/rebinding';
import { securityCodeRules } from '../../../../domain/security/security-code';
import { PHONE_LENGTH } from '../../../../domain/shared/phone';
import { useService } from '../../../app/container-context';
import { CaptchaBox, type CaptchaBoxHandle } from '../../../components/captcha-box';
import { useAppForm } from '../../../components/form/form-kit';
import { AppFormElement } from '../../../components/form/form-parts';
import { rules } from '../../../components/form/rules';
import { SmsCodeField } from './sms-code-field';
import { useCodeSender } from './use-code-sender';

/** Rebinding step 2: the new number and its code; unbind-mobile makes it the sign-in phone. */
export function NewPhoneStep({ onBound }: { onBound: () => void }) {
  const bind = useService(BindNewPhone);
  const sendSms = useService(SendSmsCode);
  const notifier = useService(TOKENS.Notifier);
  const captcha = useRef<CaptchaBoxHandle>(null);
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const sender = useCodeSender(() => captcha.current?.reset());

  const form = useAppForm({
    defaultValues: { phone: '', code: '' },
    onSubmit: async ({ value, formApi }) => {
      const result = await bind.execute(value).catch(() => null);
      if (!result?.ok) return;
      formApi.reset(value);
      notifier.success(REBINDING_MESSAGES.done);
      onBound();
    },
  });

  const send = () => {
    const phone = form.getFieldValue('phone');
    const blocker = newPhoneSendBlocker(phone);
    if (!blocker) return void sender.request(() => sendSms.execute({ phone: phone.trim(), verifyType: 'unbind', proof }));
    notifier.error(blocker);
    form.setFieldMeta('phone', (m) => ({ ...m, isTouched: true, isBlurred: true }));
    void form.validateField('phone', 'blur');
  };

  return (
    <AppFormElement form={form} maxW="md">
      <Stack gap="4">
        <form.AppField name="phone" validators={rules(...rebindingPhoneRules)}>
          {(f) => <f.TextField label="新手机号" type="tel" required placeholder={REBINDING_MESSAGES.placeholder} maxLength={PHONE_LENGTH} />}
        </form.AppField>
        <CaptchaBox ref={captcha} onChange={setProof} />
        <form.Field name="code" validators={rules(...securityCodeRules)}>
          {(f) => <SmsCodeField field={f} sender={sender} onSend={send} />}
        </form.Field>
        <form.AppForm>
          <form.SubmitButton>下一步</form.SubmitButton>
          <form.FormLeaveGuard />
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
