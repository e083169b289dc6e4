import { Button, Group, Input } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { TOKENS } from '../../../../application/tokens';
import { CheckPhoneRegistered } from '../../../../application/company/check-phone-registered';
import { SMS_CODE_LENGTH } from '../../../../domain/account/sign-in-form';
import { PHONE_LENGTH, Phone } from '../../../../domain/common/schema';
import {
  EMPTY_SUB_ACCOUNT, type FormMode, SUB_ACCOUNT_MESSAGES, SUB_ACCOUNT_SMS_SECONDS, phoneChanged, subAccountForm, subAccountSmsBlocker,
} from '../../../../domain/sub-account/sub-account-form';
import { useService } from '../../../platform/container-context';
import { CaptchaBox, useCaptcha } from '../../../components/captcha-box';
import { FormField } from '../../../components/form-field';
import { withForm } from '../../../components/form/form-kit';
import { firstMessage } from '../../../components/form/rules';
import { fieldOfForm } from '../../../components/form/schema-field';
import { useSmsSender } from '../../../components/use-sms-sender';

/**
 * 手机号 with the registered check on blur (not for the account's own number), then, on add or
 * once the phone changed, the smart captcha and 验证码 with its 60 s SMS button.
 */
export const PhoneCodeFields = withForm({
  defaultValues: EMPTY_SUB_ACCOUNT,
  props: { mode: { editing: false, originalPhone: '' } as FormMode },
  render: function Render({ form, mode }) {
    const check = useService(CheckPhoneRegistered);
    const notifier = useService(TOKENS.Notifier);
    const captcha = useCaptcha();
    const sms = useSmsSender({ verifyType: 'subaccount', seconds: SUB_ACCOUNT_SMS_SECONDS, onCaptchaReset: captcha.reset });
    const phone = useStore(form.store, (s) => s.values.phone);
    const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);

    const registered = async ({ value }: { value: string }) => {
      if (!phoneChanged(value, mode)) return undefined;
      try {
        const answer = await check.execute(value);
        return answer.ok && answer.value ? SUB_ACCOUNT_MESSAGES.phoneRegistered : undefined;
      } catch {
        return undefined; // The request layer has reported it; the save will be refused if need be.
      }
    };

    const send = () => {
      const blocker = subAccountSmsBlocker(captcha.proof !== null, phone);
      if (blocker) return notifier.warning(blocker);
      void sms.request(phone.trim(), captcha.proof);
    };

    const codeCheck = fieldOfForm(subAccountForm(mode), 'sms_code');

    return (
      <>
        <form.AppField name="phone" validators={{ onChange: Phone, onBlurAsync: registered }}>
          {(f) => <f.TextField label="手机号" type="tel" required maxLength={PHONE_LENGTH} placeholder="请输入手机号" />}
        </form.AppField>
        {phoneChanged(phone, mode) && (
          <>
            <CaptchaBox {...captcha.box} />
            <form.Field name="sms_code" validators={{ onChange: codeCheck, onBlur: codeCheck, onChangeListenTo: ['phone'] }}>
              {(f) => (
                <FormField label="验证码" required error={f.state.meta.isBlurred || attempted ? firstMessage(f.state.meta.errors) : undefined}>
                  <Group attached w="full">
                    <Input name="sms_code" inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH} placeholder="请输入验证码"
                      value={f.state.value} onChange={(e) => f.handleChange(e.target.value)} onBlur={f.handleBlur} />
                    <Button type="button" variant="outline" minW="32" disabled={sms.coolingDown} loading={sms.sending} onClick={send}>
                      {sms.label}
                    </Button>
                  </Group>
                </FormField>
              )}
            </form.Field>
          </>
        )}
      </>
    );
  },
});
