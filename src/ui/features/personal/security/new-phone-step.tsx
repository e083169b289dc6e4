import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { BindNewPhone } from '../../../../application/security/bind-new-phone';
import { REBINDING_MESSAGES } from '../../../../domain/security/rebinding';
import { NewPhoneForm, type NewPhoneValues, newPhoneSendBlocker } from '../../../../domain/security/new-phone-form';
import { PHONE_LENGTH } from '../../../../domain/common/schema';
import { useService } from '../../../platform/container-context';
import { CaptchaBox, useCaptcha } from '../../../components/captcha-box';
import { useAppForm } from '../../../components/form/form-kit';
import { StackedForm } from '../../../components/form/stacked-form';
import { SmsCodeField } from './sms-code-field';
import { usePhoneCodeSender } from './use-code-sender';

const F = NewPhoneForm.entries;

/** Rebinding step 2: the new number and its code; unbind-mobile makes it the sign-in phone. */
export function NewPhoneStep({ onBound }: { onBound: () => void }) {
  const bind = useService(BindNewPhone);
  const notifier = useService(TOKENS.Notifier);
  const captcha = useCaptcha();
  const sender = usePhoneCodeSender('unbind', captcha.reset);
  const binding = useMutation({ mutationFn: (values: NewPhoneValues) => bind.execute(values) });

  const form = useAppForm({
    defaultValues: { phone: '', code: '' },
    onSubmit: async ({ value, formApi }) => {
      const result = await binding.mutateAsync(value).catch(() => null);
      if (!result?.ok) return;
      formApi.reset(value);
      notifier.success(REBINDING_MESSAGES.done);
      onBound();
    },
  });

  const send = () => {
    const phone = form.getFieldValue('phone');
    const blocker = newPhoneSendBlocker(phone);
    if (!blocker) return void sender.send(phone.trim(), captcha.proof);
    notifier.error(blocker);
    form.setFieldMeta('phone', (m) => ({ ...m, isTouched: true, isBlurred: true }));
    void form.validateField('phone', 'blur');
  };

  return (
    <StackedForm form={form} maxW="md" submit="下一步" stretchSubmit>
      <form.AppField name="phone" validators={{ onChange: F.phone }}>
        {(f) => <f.TextField label="新手机号" type="tel" required placeholder={REBINDING_MESSAGES.placeholder} maxLength={PHONE_LENGTH} />}
      </form.AppField>
      <CaptchaBox {...captcha.box} />
      <form.Field name="code" validators={{ onChange: F.code }}>
        {(f) => <SmsCodeField field={f} sender={sender} onSend={send} />}
      </form.Field>
    </StackedForm>
  );
}
