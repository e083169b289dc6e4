import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { SendFeedback } from '../../../../application/feedback/send-feedback';
import { EMPTY_FEEDBACK, FEEDBACK_MESSAGES, FeedbackForm, type FeedbackValues } from '../../../../domain/feedback/feedback-form';
import { PHONE_LENGTH, isRequired, maxOf } from '../../../../domain/common/schema';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { AppFormElement } from '../../../components/form/form-parts';

const F = FeedbackForm.entries;
const CONTENT_MAX = maxOf(F.report_content);

/**
 * feedback: contact, phone and content to POST /v2/app/report. A sent form empties (so leaving
 * asks nothing); a refused or failed one keeps what was typed.
 */
export function FeedbackPage() {
  const send = useService(SendFeedback);
  const notifier = useService(TOKENS.Notifier);
  const report = useMutation({ mutationFn: (value: FeedbackValues) => send.execute(value) });
  const form = useAppForm({
    defaultValues: EMPTY_FEEDBACK,
    onSubmit: async ({ value, formApi }) => {
      // Transport failures are already told by the request layer; the form stays as typed.
      const result = await report.mutateAsync(value).catch(() => null);
      if (!result?.ok) return;
      formApi.reset(EMPTY_FEEDBACK);
      notifier.success(FEEDBACK_MESSAGES.sent);
    },
  });

  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h2" size="lg">
        意见反馈
      </Heading>
      <AppFormElement form={form} aria-label="意见反馈">
        <Stack gap="5">
          <form.AppField name="name" validators={{ onChange: F.name }}>
            {(f) => <f.TextField label="联系人" required={isRequired(F.name)} placeholder="请输入联系人" />}
          </form.AppField>
          <form.AppField name="phone" validators={{ onChange: F.phone }}>
            {(f) => <f.TextField label="手机号" type="tel" required placeholder="请输入手机号" maxLength={PHONE_LENGTH} />}
          </form.AppField>
          <form.AppField name="report_content" validators={{ onChange: F.report_content }}>
            {(f) => (
              <f.TextareaField
                label="反馈内容"
                required={isRequired(F.report_content)}
                rows={6}
                placeholder={FEEDBACK_MESSAGES.contentRequired}
                helper={<ContentCount length={[...f.state.value].length} />}
              />
            )}
          </form.AppField>
          <form.AppForm>
            <Stack direction="row">
              <form.SubmitButton>提交</form.SubmitButton>
            </Stack>
            <form.FormLeaveGuard />
          </form.AppForm>
        </Stack>
      </AppFormElement>
    </Stack>
  );
}

function ContentCount({ length }: { length: number }) {
  return (
    <Text as="span" color={length > CONTENT_MAX ? 'red.600' : undefined}>
      {length}/{CONTENT_MAX}
    </Text>
  );
}
