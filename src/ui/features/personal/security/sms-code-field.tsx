import { Button, Group, Input } from '@chakra-ui/react';
import { type AnyFieldApi, useStore } from '@tanstack/react-form';
import { SecurityCode } from '../../../../domain/security/security-code';
import { maxOf } from '../../../../domain/common/schema';
import { FormField } from '../../../components/form-field';
import { blurred, firstMessage } from '../../../components/form/rules';

/** 验证码 with its 获取验证码 button; the error shows once the field was left or a submit was tried. */
export function SmsCodeField({
  field,
  sender,
  onSend,
}: {
  field: AnyFieldApi;
  sender: { label: string; sending: boolean; coolingDown: boolean };
  onSend: () => void;
}) {
  const { meta } = field.state;
  // Subscribed, not read from form.state: a render caused by the field alone may see a stale count.
  const attempted = useStore(field.form.store, (s) => s.submissionAttempts > 0);
  const shown = meta.isBlurred || attempted;
  return (
    <FormField label="验证码" required error={shown ? firstMessage(meta.errors) : undefined}>
      <Group attached w="full">
        <Input
          name={field.name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={maxOf(SecurityCode)}
          placeholder="请输入验证码"
          value={field.state.value}
          onChange={(e) => field.handleChange(e.target.value)}
          onBlur={blurred(field)}
        />
        <Button type="button" variant="outline" minW="32" disabled={sender.coolingDown} loading={sender.sending} onClick={onSend}>
          {sender.label}
        </Button>
      </Group>
    </FormField>
  );
}
