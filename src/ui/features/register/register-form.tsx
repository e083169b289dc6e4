import { useState } from 'react';
import { Box, Button, Checkbox, Group, HStack, Input, InputAddon, Stack } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { Register } from '../../../application/account/register';
import { PASSWORD_HINT, type RegisterDraft, RegisterForm as RegisterSchema } from '../../../domain/account/register-form';
import { maxOf, PHONE_LENGTH } from '../../../domain/common/schema';
import { useService } from '../../platform/container-context';
import { FormField } from '../../components/form-field';
import { CaptchaBox, useCaptcha } from '../../components/captcha-box';
import { RegionCascader } from '../../components/region-cascader';
import { useAppForm } from '../../components/form/form-kit';
import { AppFormElement } from '../../components/form/form-parts';
import { blurred, showFieldErrors, visibleError } from '../../components/form/rules';
import { useSmsSender } from '../../components/use-sms-sender';
import { AgreementDialog } from './agreement-dialog';
import { FieldMessage } from '../../components/field-message';

const EMPTY: RegisterDraft = { phone: '', code: '', password: '', confirm: '', region: [], agreement: false };

/** Registration (spec 1 sections 2 and 5): the button is active only when every field is valid. */
export function RegisterForm() {
  const register = useService(Register);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const sms = useSmsSender({ verifyType: 'register', onCaptchaReset: captcha.reset });
  const registration = useMutation({ mutationFn: (draft: RegisterDraft) => register.execute(draft) });
  const form = useAppForm({
    defaultValues: EMPTY,
    // The rules span fields (confirm follows password), so the whole draft is checked at once.
    validators: { onChange: RegisterSchema },
    onSubmit: async ({ value }) => {
      try {
        const result = await registration.mutateAsync(value);
        if (result.ok) {
          notifier.success('操作成功');
          await navigate({ to: '/login' });
        } else if (result.error.kind === 'invalid') showFieldErrors(form, result.error.fields);
      } catch {
        // Reported by the request layer; the form keeps every value.
      }
    },
  });
  const ready = useStore(form.store, (s) => v.is(RegisterSchema, s.values));

  const secret = (name: 'password' | 'confirm', label: string, hint: string) => (
    <form.Field name={name}>
      {(f) => (
        <FormField label={label} error={visibleError(f)}>
          <Input type="password" autoComplete="new-password" placeholder={hint}
            value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} />
        </FormField>
      )}
    </form.Field>
  );

  return (
    <AppFormElement form={form}>
      <Stack gap="4">
        <form.Field name="phone">
          {(f) => (
            <FormField label="手机号" error={visibleError(f)}>
              <Group attached w="full">
                <InputAddon>+86</InputAddon>
                <Input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_LENGTH}
                  placeholder="请输入手机号" value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} />
              </Group>
            </FormField>
          )}
        </form.Field>
        <CaptchaBox {...captcha.box} />
        <form.Field name="code">
          {(f) => (
            <FormField label="验证码" error={visibleError(f)}>
              <Group attached w="full">
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={maxOf(RegisterSchema.entries.code)} placeholder="请输入验证码"
                  value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} />
                <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending}
                  onClick={() => {
                    form.setFieldMeta('phone', (m) => ({ ...m, isBlurred: true }));
                    void form.validateField('phone', 'change');
                    void sms.request(form.state.values.phone, captcha.proof);
                  }}>
                  {sms.label}
                </Button>
              </Group>
            </FormField>
          )}
        </form.Field>
        {secret('password', '密码', PASSWORD_HINT)}
        {secret('confirm', '确认密码', '请再次输入密码')}
        <form.Field name="region">
          {(f) => (
            <RegionCascader value={f.state.value} error={visibleError(f)}
              onChange={(path) => { f.handleChange(path); blurred(f)(); }} onBlur={blurred(f)} />
          )}
        </form.Field>
        <form.Field name="agreement">
          {(f) => (
            <Box>
              <HStack gap="1">
                <Checkbox.Root checked={f.state.value} invalid={Boolean(visibleError(f))}
                  onCheckedChange={(e) => { f.handleChange(e.checked === true); blurred(f)(); }}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>我已阅读并同意</Checkbox.Label>
                </Checkbox.Root>
                <a href="#register-agreement" className="text-link" onClick={(e) => { e.preventDefault(); setAgreementOpen(true); }}>
                  《注册协议》
                </a>
              </HStack>
              <FieldMessage message={visibleError(f)} />
            </Box>
          )}
        </form.Field>
        <form.AppForm>
          <form.SubmitButton size="lg" disabled={!ready}>注册</form.SubmitButton>
        </form.AppForm>
        <Link to="/login" className="text-link">
          已有账号，去登录
        </Link>
      </Stack>
      <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </AppFormElement>
  );
}
