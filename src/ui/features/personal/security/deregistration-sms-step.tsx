import { useRef, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CaptchaProof } from '../../../../application/ports/auth-gateway';
import { SecurityCode, maskPhone } from '../../../../domain/security/security-code';
import { useSession } from '../../../platform/container-context';
import { CaptchaBox, type CaptchaBoxHandle } from '../../../components/captcha-box';
import { useAppForm } from '../../../components/form/form-kit';
import { AppFormElement } from '../../../components/form/form-parts';
import { SmsCodeField } from './sms-code-field';
import { useBoundPhoneCodeSender } from './use-code-sender';

/**
 * The 获取验证码 countdown of the deregistration flow and the captcha it resets. The page holds it,
 * so that 上一步 from the confirm step back to this one keeps the 59 s: no new code until it ends.
 */
export function useDeregistrationSender() {
  const captcha = useRef<CaptchaBoxHandle>(null);
  const sender = useBoundPhoneCodeSender('unregister', () => captcha.current?.reset());
  return { captcha, sender };
}

/** The SMS step: a code to the bound phone (?verify_type=unregister) behind the captcha, at most 6 characters. */
export function DeregistrationSmsStep({
  code,
  sending: { captcha, sender },
  onBack,
  onNext,
}: {
  code: string;
  sending: ReturnType<typeof useDeregistrationSender>;
  onBack: () => void;
  onNext: (code: string) => void;
}) {
  const phone = useSession().userIndex?.mobile ?? '';
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const form = useAppForm({
    defaultValues: { code },
    onSubmit: ({ value, formApi }) => {
      formApi.reset(value);
      onNext(value.code.trim());
    },
  });

  return (
    <AppFormElement form={form} maxW="md">
      <Stack gap="4">
        <Text color="gray.700">验证码将发送至 {maskPhone(phone)}</Text>
        <CaptchaBox ref={captcha} onChange={setProof} />
        <form.Field name="code" validators={{ onChange: SecurityCode }}>
          {(f) => <SmsCodeField field={f} sender={sender} onSend={() => void sender.send(proof)} />}
        </form.Field>
        <HStack>
          <Button variant="outline" onClick={onBack}>
            上一步
          </Button>
          <form.AppForm>
            <form.SubmitButton>下一步</form.SubmitButton>
            <form.FormLeaveGuard />
          </form.AppForm>
        </HStack>
      </Stack>
    </AppFormElement>
  );
}
