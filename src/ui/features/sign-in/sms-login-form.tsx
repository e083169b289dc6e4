import { Button, Stack } from '@chakra-ui/react';
import { SignInWithSms } from '../../../application/session/sign-in';
import { SmsSignInForm, type SmsSignInValues } from '../../../domain/account/sign-in-form';
import { PHONE_LENGTH, maxOf } from '../../../domain/common/schema';
import { useService } from '../../platform/container-context';
import { CaptchaBox, useCaptcha } from '../../components/captcha-box';
import { AppFormElement } from '../../components/form/form-parts';
import { useLateMutation } from '../../components/late-mutation';
import { showFieldErrors } from '../../components/form/rules';
import { useShortForm } from '../../components/form/short-form-kit';
import { type SignedIn, signInSubmit } from './sign-in-submit';
import { useSmsSender } from '../../components/use-sms-sender';

const F = SmsSignInForm.entries;

/** 快捷登录: phone, smart captcha, SMS code with its 60 s cooldown. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: SignedIn }) {
  const signIn = useService(SignInWithSms);
  const signingIn = useLateMutation({ mutationFn: (value: SmsSignInValues) => signIn.execute(value) });
  const captcha = useCaptcha();
  const form = useShortForm({
    defaultValues: { phone: '', code: '' },
    onSubmit: signInSubmit(signingIn.mutateAsync, onSignedIn),
  });
  const sms = useSmsSender({
    verifyType: 'login',
    onCaptchaReset: captcha.reset,
    onPhoneError: (message) => showFieldErrors(form, { phone: message }),
  });

  const sendButton = (
    <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending}
      onClick={() => void sms.request(form.state.values.phone, captcha.proof)}>
      {sms.label}
    </Button>
  );

  return (
    <AppFormElement form={form}>
      <Stack gap="4">
        <form.AppField name="phone" validators={{ onChange: F.phone }}>
          {(f) => (
            <f.TextField label="手机号" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_LENGTH}
              placeholder="请输入手机号" addon="+86" />
          )}
        </form.AppField>
        <CaptchaBox {...captcha.box} />
        <form.AppField name="code" validators={{ onChange: F.code }}>
          {(f) => (
            <f.TextField label="验证码" inputMode="numeric" autoComplete="one-time-code" maxLength={maxOf(F.code)}
              placeholder="请输入验证码" end={sendButton} />
          )}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton size="lg">登录</form.SubmitButton>
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
