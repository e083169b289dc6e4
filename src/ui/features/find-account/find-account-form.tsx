import { Button, Group, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import type { StoredFile } from '../../../application/ports/file-storage';
import { ApplyForAccount } from '../../../application/account/apply-for-account';
import { FIND_ACCOUNT_MESSAGES, FindAccountForm as FindAccountSchema, type FindAccountValues } from '../../../domain/account/find-account-form';
import { checkLicenceImage } from '../../../domain/common/image-file';
import { PHONE_LENGTH, limitOf, maxOf, messageOf } from '../../../domain/common/schema';
import { useService } from '../../platform/container-context';
import { FormField } from '../../components/form-field';
import { CaptchaBox, useCaptcha } from '../../components/captcha-box';
import { ImagePicker } from '../../components/image-picker';
import { useAppForm } from '../../components/form/form-kit';
import { AppFormElement } from '../../components/form/form-parts';
import { blurred, showFieldErrors, visibleError } from '../../components/form/rules';
import { useSmsSender } from '../../components/use-sms-sender';

interface Draft {
  company_name: string;
  contact: string;
  phone: string;
  sms_code: string;
  licence: StoredFile | null;
}
const EMPTY: Draft = { company_name: '', contact: '', phone: '', sms_code: '', licence: null };
/** The form holds the picked image; the application names it by its storage key. */
const application = ({ licence, ...v }: Draft): FindAccountValues => ({ ...v, license: licence?.key ?? '' });
const F = FindAccountSchema.entries;

/** The account retrieval application: company, contact, verified phone and a licence image. */
export function FindAccountForm() {
  const apply = useService(ApplyForAccount);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const applying = useMutation({ mutationFn: (values: FindAccountValues) => apply.execute(values) });
  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      try {
        const result = await applying.mutateAsync(application(value));
        if (result.ok) {
          notifier.success(FIND_ACCOUNT_MESSAGES.sent);
          await navigate({ to: '/login' });
        }
      } catch {
        // Reported by the request layer; the form keeps its values.
      }
    },
  });
  const sms = useSmsSender({
    verifyType: 'login',
    onCaptchaReset: captcha.reset,
    onPhoneError: (phone) => showFieldErrors(form, { phone }),
  });

  const text = (name: 'company_name' | 'contact' | 'phone', label: string, props: Record<string, unknown>) => (
    <form.Field name={name} validators={{ onChange: ({ value }) => messageOf(F[name], value) ?? undefined }}>
      {(f) => (
        <FormField label={label} error={visibleError(f)}>
          <Input value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} {...props} />
        </FormField>
      )}
    </form.Field>
  );

  return (
    <AppFormElement form={form} onRepeat={() => notifier.error(FIND_ACCOUNT_MESSAGES.repeated)}>
      <Stack gap="4">
        {text('company_name', '公司名称', { autoComplete: 'organization', maxLength: limitOf(F.company_name) })}
        {text('contact', '联系人', { autoComplete: 'name', maxLength: limitOf(F.contact) })}
        {text('phone', '手机号', { type: 'tel', inputMode: 'numeric', maxLength: PHONE_LENGTH })}
        <CaptchaBox {...captcha.box} />
        <form.Field name="sms_code" validators={{ onChange: F.sms_code }}>
          {(f) => (
            <FormField label="验证码" error={visibleError(f)}>
              <Group attached w="full">
                <Input inputMode="numeric" maxLength={maxOf(F.sms_code)} value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={blurred(f)} />
                <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending}
                  onClick={() => void sms.request(form.state.values.phone, captcha.proof)}>
                  {sms.label}
                </Button>
              </Group>
            </FormField>
          )}
        </form.Field>
        <form.Field name="licence" validators={{ onChange: ({ value }) => messageOf(F.license, value?.key ?? '') ?? undefined }}>
          {(f) => <ImagePicker label="营业执照" folder="license" check={checkLicenceImage} value={f.state.value} error={visibleError(f)} onChange={f.handleChange} />}
        </form.Field>
        <form.AppForm>
          <form.SubmitButton size="lg">提交申请</form.SubmitButton>
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
