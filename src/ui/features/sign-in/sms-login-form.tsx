import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Input, InputAddon, Stack } from '@chakra-ui/react';
import type { CaptchaProof } from '../../../application/ports/auth-gateway';
import { SignInWithSms } from '../../../application/session/sign-in';
import {
  SMS_CODE_LENGTH,
  type SmsSignInField,
  validateSmsSignIn,
} from '../../../domain/account/sign-in-form';
import { PHONE_LENGTH } from '../../../domain/shared/phone';
import type { FieldErrors } from '../../../domain/shared/validation';
import type { LocalUser } from '../../../domain/session/local-user';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';
import { CaptchaBox, type CaptchaBoxHandle } from '../../components/captcha-box';
import { useSmsSender } from './use-sms-sender';

/** 快捷登录: phone, smart captcha, SMS code with its 60 s cooldown. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (user: LocalUser) => void }) {
  const signIn = useService(SignInWithSms);
  const captcha = useRef<CaptchaBoxHandle>(null);
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SmsSignInField>>({});
  const [busy, setBusy] = useState(false);
  const sms = useSmsSender({
    verifyType: 'login',
    onCaptchaReset: () => captcha.current?.reset(),
    onPhoneError: (message) => setErrors((e) => ({ ...e, phone: message })),
  });

  const recheck = (field: SmsSignInField, next: { phone: string; code: string }) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validateSmsSignIn(next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await signIn.execute({ phone, code });
      if (result.ok) return onSignedIn(result.value);
      if (result.error.kind === 'invalid') setErrors(result.error.fields);
    } catch {
      // Already reported by the request layer; keep the form as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
      <FormField label="手机号" error={errors.phone}>
        <Group attached w="full">
          <InputAddon>+86</InputAddon>
          <Input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_LENGTH}
            placeholder="请输入手机号"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              recheck('phone', { phone: e.target.value, code });
            }}
          />
        </Group>
      </FormField>
      <CaptchaBox ref={captcha} onChange={setProof} />
      <FormField label="验证码" error={errors.code}>
        <Group attached w="full">
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder="请输入验证码"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              recheck('code', { phone, code: e.target.value });
            }}
          />
          <Button
            type="button"
            variant="outline"
            minW="32"
            disabled={sms.coolingDown}
            loading={sms.sending}
            onClick={() => void sms.request(phone, proof)}
          >
            {sms.label}
          </Button>
        </Group>
      </FormField>
      <Button type="submit" colorPalette="blue" size="lg" loading={busy}>
        登录
      </Button>
      </Stack>
    </form>
  );
}
