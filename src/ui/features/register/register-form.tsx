import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Group, HStack, Input, InputAddon, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import type { CaptchaProof } from '../../../application/ports/auth-gateway';
import { Register } from '../../../application/account/register';
import {
  type RegisterDraft,
  type RegisterField,
  isRegisterReady,
  validateRegister,
} from '../../../domain/account/register-form';
import { SMS_CODE_LENGTH } from '../../../domain/account/sign-in-form';
import { PHONE_LENGTH } from '../../../domain/shared/phone';
import type { FieldErrors } from '../../../domain/shared/validation';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';
import { CaptchaBox, type CaptchaBoxHandle } from '../../components/captcha-box';
import { RegionCascader } from '../../components/region-cascader';
import { useSmsSender } from '../sign-in/use-sms-sender';
import { AgreementDialog } from './agreement-dialog';

const EMPTY: RegisterDraft = { phone: '', code: '', password: '', confirm: '', region: [], agreement: false };

/** Registration (spec 1 sections 2 and 5): the button is active only when every field is valid. */
export function RegisterForm() {
  const register = useService(Register);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const captcha = useRef<CaptchaBoxHandle>(null);
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<RegisterField>>({});
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const sms = useSmsSender({ verifyType: 'register', onCaptchaReset: () => captcha.current?.reset() });

  const errors = validateRegister(draft);
  const shown = (f: RegisterField) => serverErrors[f] ?? (touched[f] ? errors[f] : undefined);
  const touch = (f: RegisterField) => setTouched((t) => ({ ...t, [f]: true }));
  const set = <K extends keyof RegisterDraft>(f: K, v: RegisterDraft[K]) => {
    setDraft((d) => ({ ...d, [f]: v }));
    setServerErrors((e) => ({ ...e, [f]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isRegisterReady(draft)) return;
    setBusy(true);
    try {
      const result = await register.execute(draft);
      if (result.ok) {
        notifier.success('操作成功');
        return void navigate({ to: '/login' });
      }
      if (result.error.kind === 'invalid') setServerErrors(result.error.fields);
    } catch {
      // Reported by the request layer; the form keeps every value.
    } finally {
      setBusy(false);
    }
  };

  const secret = (f: 'password' | 'confirm', label: string, hint: string) => (
    <FormField label={label} error={shown(f)}>
      <Input type="password" autoComplete="new-password" placeholder={hint}
        value={draft[f]} onChange={(e) => set(f, e.target.value)} onBlur={() => touch(f)} />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label="手机号" error={shown('phone')}>
          <Group attached w="full">
            <InputAddon>+86</InputAddon>
            <Input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_LENGTH}
              placeholder="请输入手机号" value={draft.phone}
              onChange={(e) => set('phone', e.target.value)} onBlur={() => touch('phone')} />
          </Group>
        </FormField>
        <CaptchaBox ref={captcha} onChange={setProof} />
        <FormField label="验证码" error={shown('code')}>
          <Group attached w="full">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH} placeholder="请输入验证码"
              value={draft.code} onChange={(e) => set('code', e.target.value)} onBlur={() => touch('code')} />
            <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending}
              onClick={() => {
                touch('phone');
                void sms.request(draft.phone, proof);
              }}>
              {sms.label}
            </Button>
          </Group>
        </FormField>
        {secret('password', '密码', '8-20位，包含大小写字母和数字')}
        {secret('confirm', '确认密码', '请再次输入密码')}
        <RegionCascader value={draft.region} error={shown('region')}
          onChange={(path) => { set('region', path); touch('region'); }} onBlur={() => touch('region')} />
        <Box>
          <HStack gap="1">
            <Checkbox.Root checked={draft.agreement} invalid={Boolean(shown('agreement'))}
              onCheckedChange={(e) => { set('agreement', e.checked === true); touch('agreement'); }}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>我已阅读并同意</Checkbox.Label>
            </Checkbox.Root>
            <a href="#register-agreement" className="text-link" onClick={(e) => { e.preventDefault(); setAgreementOpen(true); }}>
              《注册协议》
            </a>
          </HStack>
          {shown('agreement') && <Text role="alert" color="fg.error" fontSize="sm" mt="1">{shown('agreement')}</Text>}
        </Box>
        <Button type="submit" colorPalette="blue" size="lg" disabled={!isRegisterReady(draft)} loading={busy}>
          注册
        </Button>
        <Link to="/login" className="text-link">
          已有账号，去登录
        </Link>
      </Stack>
      <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </form>
  );
}
