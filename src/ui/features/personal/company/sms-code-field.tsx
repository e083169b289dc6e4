import { Button, Group, Input, Stack } from '@chakra-ui/react';
import { SMS_CODE_LENGTH } from '../../../../domain/account/sign-in-form';
import { SUBSIDIARY_SMS_SECONDS } from '../../../../domain/company/subsidiary-form';
import { useFieldContext } from '../../../components/form/form-context';
import { FormField } from '../../../components/form-field';
import { CaptchaBox, useCaptcha } from '../../../components/captcha-box';
import { useSmsSender } from '../../../components/use-sms-sender';
import { visibleError } from '../../../components/form/rules';

/**
 * 验证码 with 获取验证码 behind the smart captcha: a code goes to `phone` once the captcha passed,
 * then a 60 s countdown runs and the captcha resets (spec 2 section 4).
 */
export function SmsCodeField({ phone }: { phone: string }) {
  const field = useFieldContext<string>();
  const captcha = useCaptcha();
  const sms = useSmsSender({ verifyType: 'register', seconds: SUBSIDIARY_SMS_SECONDS, onCaptchaReset: captcha.reset });
  return (
    <Stack gap="3">
      <CaptchaBox {...captcha.box} />
      <FormField label="验证码" required error={visibleError(field)}>
        <Group attached w="full">
          <Input name={field.name} inputMode="numeric" maxLength={SMS_CODE_LENGTH} value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} onBlur={field.handleBlur} />
          <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending} onClick={() => void sms.request(phone, captcha.proof)}>
            {sms.label}
          </Button>
        </Group>
      </FormField>
    </Stack>
  );
}
