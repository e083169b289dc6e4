import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { ResumeRebinding } from '../../../../application/security/resume-rebinding';
import type { RebindingStep } from '../../../../domain/security/rebinding';
import { useService } from '../../../platform/container-context';
import { StepIndicator } from './step-indicator';
import { OldPhoneStep } from './old-phone-step';
import { NewPhoneStep } from './new-phone-step';
import { RebindingDone } from './rebinding-done';

const STEPS = ['验证原手机号', '绑定新手机号', '绑定成功'];

/** 手机绑定: three steps; a reload within 5 minutes of the old phone's verification reopens step 2. */
export function PhoneRebinding() {
  const resume = useService(ResumeRebinding);
  const [step, setStep] = useState<RebindingStep>(() => resume.execute());
  return (
    <Box>
      <StepIndicator steps={STEPS} current={step - 1} />
      {step === 1 && <OldPhoneStep onVerified={() => setStep(2)} />}
      {step === 2 && <NewPhoneStep onBound={() => setStep(3)} />}
      {step === 3 && <RebindingDone />}
    </Box>
  );
}
