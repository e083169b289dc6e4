import { useRef, useState } from 'react';
import { Button, Group, Input, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import type { CaptchaProof } from '../../../application/ports/auth-gateway';
import type { StoredFile } from '../../../application/ports/file-storage';
import { ApplyForAccount, validateFindAccount } from '../../../application/account/apply-for-account';
import { checkLicenceImage } from '../../../domain/shared/image-file';
import { SMS_CODE_LENGTH } from '../../../domain/account/sign-in-form';
import { PHONE_LENGTH } from '../../../domain/shared/phone';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';
import { CaptchaBox, type CaptchaBoxHandle } from '../../components/captcha-box';
import { ImagePicker } from '../../components/image-picker';
import { useAppForm } from '../../components/form/form-kit';
import { AppFormElement } from '../../components/form/form-parts';
import { blurred, showFieldErrors, visibleError, wholeForm } from '../../components/form/rules';
import { useSmsSender } from '../sign-in/use-sms-sender';

interface Draft {
  company_name: string;
  contact: string;
  phone: string;
  sms_code: string;
  licence: StoredFile | null;
}
const EMPTY: Draft = { company_name: '', contact: '', phone: '', sms_code: '', licence: null };
const application = ({ licence, ...v }: Draft) => ({ ...v, license: licence?.key ?? '' });

/** The account retrieval application: company, contact, verified phone and a licence image. */
export function FindAccountForm() {
  const apply = useService(ApplyForAccount);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const captcha = useRef<CaptchaBoxHandle>(null);
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: wholeForm((d: Draft) => {
      const { license, ...rest } = validateFindAccount(application(d));
      return { ...rest, licence: license };
    }),
    onSubmit: async ({ value }) => {
      try {
        const result = await apply.execute(application(value));
        if (result.ok) {
          notifier.success('提交成功');
          await navigate({ to: '/login' });
        }
      } catch {
        // Reported by the request layer; the form keeps its values.
      }
    },
  });
  const sms = useSmsSender({
    verifyType: 'login',
    onCaptchaReset: () => captcha.current?.reset(),
    onPhoneError: (phone) => showFieldErrors(form, { phone }),
  });

  const text = (name: 'company_name' | 'contact' | 'phone', label: string, props: Record<string, unknown>) => (
    <form.Field name={name}>
      {(f) => (
        <FormField label={label} error={visibleError(f)}>
          <Input value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} {...props} />
        </FormField>
      )}
    </form.Field>
  );

  return (
    <AppFormElement form={form} onRepeat={() => notifier.error('请勿多次提交')}>
      <Stack gap="4">
        {text('company_name', '公司名称', { autoComplete: 'organization', maxLength: 24 })}
        {text('contact', '联系人', { autoComplete: 'name', maxLength: 5 })}
        {text('phone', '手机号', { type: 'tel', inputMode: 'numeric', maxLength: PHONE_LENGTH })}
        <CaptchaBox ref={captcha} onChange={setProof} />
        <form.Field name="sms_code">
          {(f) => (
            <FormField label="验证码" error={visibleError(f)}>
              <Group attached w="full">
                <Input inputMode="numeric" maxLength={SMS_CODE_LENGTH} value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} />
                <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending}
                  onClick={() => void sms.request(form.state.values.phone, proof)}>
                  {sms.label}
                </Button>
              </Group>
            </FormField>
          )}
        </form.Field>
        <form.Field name="licence">
          {(f) => <ImagePicker label="营业执照" folder="license" check={checkLicenceImage} value={f.state.value} error={visibleError(f)} onChange={f.handleChange} />}
        </form.Field>
        <form.AppForm>
          <form.SubmitButton size="lg">提交申请</form.SubmitButton>
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
