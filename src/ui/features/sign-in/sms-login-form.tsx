import { useRef, useState } from 'react';
import { Button, Group, Input, InputAddon, Stack } from '@chakra-ui/react';
import type { CaptchaProof } from '../../../application/ports/auth-gateway';
import { SignInWithSms } from '../../../application/session/sign-in';
import { SMS_CODE_LENGTH, smsCodeRules } from '../../../domain/account/sign-in-form';
import { PHONE_LENGTH, phoneRules } from '../../../domain/shared/phone';
import type { LocalUser } from '../../../domain/session/local-user';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';
import { CaptchaBox, type CaptchaBoxHandle } from '../../components/captcha-box';
import { useAppForm } from '../../components/form/form-kit';
import { AppFormElement } from '../../components/form/form-parts';
import { blurred, rules, visibleError } from '../../components/form/rules';
import { useSmsSender } from './use-sms-sender';

/** 快捷登录: phone, smart captcha, SMS code with its 60 s cooldown. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (user: LocalUser) => void }) {
  const signIn = useService(SignInWithSms);
  const captcha = useRef<CaptchaBoxHandle>(null);
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const form = useAppForm({
    defaultValues: { phone: '', code: '' },
    onSubmit: async ({ value }) => {
      try {
        const result = await signIn.execute(value);
        if (result.ok) onSignedIn(result.value);
      } catch {
        // Already reported by the request layer; keep the form as typed.
      }
    },
  });
  const sms = useSmsSender({
    verifyType: 'login',
    onCaptchaReset: () => captcha.current?.reset(),
    onPhoneError: (message) =>
      form.setFieldMeta('phone', (m) => ({ ...m, isBlurred: true, errorMap: { ...m.errorMap, onServer: message } })),
  });

  return (
    <AppFormElement form={form}>
      <Stack gap="4">
        <form.Field name="phone" validators={rules(...phoneRules)}>
          {(f) => (
            <FormField label="手机号" error={visibleError(f)}>
              <Group attached w="full">
                <InputAddon>+86</InputAddon>
                <Input name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_LENGTH} placeholder="请输入手机号"
                  value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} />
              </Group>
            </FormField>
          )}
        </form.Field>
        <CaptchaBox ref={captcha} onChange={setProof} />
        <form.Field name="code" validators={rules(...smsCodeRules)}>
          {(f) => (
            <FormField label="验证码" error={visibleError(f)}>
              <Group attached w="full">
                <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH} placeholder="请输入验证码"
                  value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} />
                <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending}
                  onClick={() => void sms.request(form.state.values.phone, proof)}>
                  {sms.label}
                </Button>
              </Group>
            </FormField>
          )}
        </form.Field>
        <form.AppForm>
          <form.SubmitButton size="lg">登录</form.SubmitButton>
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
