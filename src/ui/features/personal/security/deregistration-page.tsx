import { useEffect, useState } from 'react';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { Deregister } from '../../../../application/security/deregister';
import {
  DEREGISTRATION_MESSAGES,
  DEREGISTRATION_REDIRECT_MS,
  DEREGISTRATION_STEPS,
  type DeregistrationStep,
} from '../../../../domain/security/deregistration';
import { maskPhone } from '../../../../domain/security/security-code';
import { useService, useSession } from '../../../platform/container-context';
import { OneShotButton } from '../../../components/one-shot-button';
import { StepIndicator } from './step-indicator';
import { ConditionsStep } from './conditions-step';
import { DeregistrationSmsStep, useDeregistrationSender } from './deregistration-sms-step';

/** deprecated: conditions, identity verification, the SMS code, confirm; then /login after 1 s. */
export function DeregistrationPage() {
  const [step, setStep] = useState<DeregistrationStep>('conditions');
  const [code, setCode] = useState('');
  const sending = useDeregistrationSender();
  const index = DEREGISTRATION_STEPS.findIndex((s) => s.step === step);
  const toConfirm = (typed: string) => {
    setCode(typed);
    setStep('confirm');
  };
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        注销账号
      </Heading>
      <StepIndicator steps={DEREGISTRATION_STEPS.map((s) => s.label)} current={index} />
      {step === 'conditions' && <ConditionsStep onNext={() => setStep('identity')} />}
      {step === 'identity' && <IdentityStep onBack={() => setStep('conditions')} onNext={() => setStep('sms')} />}
      {step === 'sms' && <DeregistrationSmsStep code={code} sending={sending} onBack={() => setStep('identity')} onNext={toConfirm} />}
      {step === 'confirm' && <ConfirmStep code={code} onBack={() => setStep('sms')} />}
    </Stack>
  );
}

/** Identity verification: the account and the bound phone the code will go to. */
function IdentityStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { userIndex, user } = useSession();
  return (
    <Stack gap="4">
      <Text>当前账号：{userIndex?.company_name ?? user?.company_abbr ?? ''}</Text>
      <Text>绑定手机号：{maskPhone(userIndex?.mobile ?? '')}</Text>
      <Text color="gray.700">为确认是您本人操作，下一步将向该手机号发送验证码。</Text>
      <HStack>
        <Button variant="outline" onClick={onBack}>
          上一步
        </Button>
        <Button colorPalette="blue" onClick={onNext}>
          下一步
        </Button>
      </HStack>
    </Stack>
  );
}

function ConfirmStep({ code, onBack }: { code: string; onBack: () => void }) {
  const deregister = useService(Deregister);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const deregistration = useMutation({
    mutationFn: (typed: string) => deregister.execute(typed),
    onSuccess: (result) => {
      if (result.ok) notifier.success(DEREGISTRATION_MESSAGES.done);
    },
  });
  const busy = deregistration.isPending;
  const done = deregistration.data?.ok === true;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/login', replace: true }), DEREGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  // One-shot (OneShotButton): a double click sends one POST.
  const confirm = () => (done ? undefined : deregistration.mutateAsync(code));

  return (
    <Stack gap="4">
      <Text color="red.700">{DEREGISTRATION_MESSAGES.protection}</Text>
      <HStack>
        <Button variant="outline" onClick={onBack} disabled={busy || done}>
          上一步
        </Button>
        <OneShotButton colorPalette="red" loading={busy} disabled={done} onClick={confirm}>
          确认注销
        </OneShotButton>
      </HStack>
    </Stack>
  );
}
