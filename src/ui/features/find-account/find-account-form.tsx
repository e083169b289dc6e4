import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Input, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import type { CaptchaProof } from '../../../application/ports/auth-gateway';
import type { StoredFile } from '../../../application/ports/file-storage';
import { ApplyForAccount, type FindAccountField, validateFindAccount } from '../../../application/account/apply-for-account';
import { checkLicenceImage } from '../../../domain/shared/image-file';
import { SMS_CODE_LENGTH } from '../../../domain/account/sign-in-form';
import { PHONE_LENGTH } from '../../../domain/shared/phone';
import type { FieldErrors } from '../../../domain/shared/validation';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';
import { CaptchaBox, type CaptchaBoxHandle } from '../../components/captcha-box';
import { ImagePicker } from '../../components/image-picker';
import { useSmsSender } from '../sign-in/use-sms-sender';

type TextField = Exclude<FindAccountField, 'license'>;
const EMPTY: Record<TextField, string> = { company_name: '', contact: '', phone: '', sms_code: '' };

/** The account retrieval application: company, contact, verified phone and a licence image. */
export function FindAccountForm() {
  const apply = useService(ApplyForAccount);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const captcha = useRef<CaptchaBoxHandle>(null);
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [licence, setLicence] = useState<StoredFile | null>(null);
  const [errors, setErrors] = useState<FieldErrors<FindAccountField>>({});
  const [busy, setBusy] = useState(false);
  const sms = useSmsSender({
    verifyType: 'login',
    onCaptchaReset: () => captcha.current?.reset(),
    onPhoneError: (m) => setErrors((e) => ({ ...e, phone: m })),
  });

  const application = () => ({ ...values, license: licence?.key ?? '' });
  const set = (f: TextField, v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    if (errors[f]) setErrors((e) => ({ ...e, [f]: validateFindAccount({ ...application(), [f]: v })[f] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return notifier.error('请勿多次提交');
    setBusy(true);
    try {
      const result = await apply.execute(application());
      if (result.ok) {
        notifier.success('提交成功');
        return void navigate({ to: '/login' });
      }
      if (result.error.kind === 'invalid') setErrors(result.error.fields);
    } catch {
      // Reported by the request layer; the form keeps its values.
    } finally {
      setBusy(false);
    }
  };

  const field = (f: TextField, label: string, props: Record<string, unknown> = {}) => (
    <FormField label={label} error={errors[f]}>
      <Input value={values[f]} onChange={(e) => set(f, e.target.value)} {...props} />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {field('company_name', '公司名称', { autoComplete: 'organization', maxLength: 24 })}
        {field('contact', '联系人', { autoComplete: 'name', maxLength: 5 })}
        {field('phone', '手机号', { type: 'tel', inputMode: 'numeric', maxLength: PHONE_LENGTH })}
        <CaptchaBox ref={captcha} onChange={setProof} />
        <FormField label="验证码" error={errors.sms_code}>
          <Group attached w="full">
            <Input inputMode="numeric" maxLength={SMS_CODE_LENGTH} value={values.sms_code} onChange={(e) => set('sms_code', e.target.value)} />
            <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending}
              onClick={() => void sms.request(values.phone, proof)}>
              {sms.label}
            </Button>
          </Group>
        </FormField>
        <ImagePicker label="营业执照" folder="license" check={checkLicenceImage} value={licence} error={errors.license}
          onChange={(f) => {
            setLicence(f);
            setErrors((e) => ({ ...e, license: undefined }));
          }} />
        <Button type="submit" colorPalette="blue" size="lg" loading={busy}>
          提交申请
        </Button>
      </Stack>
    </form>
  );
}
