import { Heading, Stack, Text } from '@chakra-ui/react';
import { TOKENS } from '../../../../application/tokens';
import { SendFeedback } from '../../../../application/feedback/send-feedback';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_MESSAGES,
  feedbackContentRules,
  feedbackNameRules,
  feedbackPhoneRules,
} from '../../../../domain/feedback/feedback-form';
import { useService } from '../../../app/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { AppFormElement } from '../../../components/form/form-parts';
import { rules } from '../../../components/form/rules';

/**
 * feedback: contact, phone and content to POST /v2/app/report. A sent form empties (so leaving
 * asks nothing); a refused or failed one keeps what was typed.
 */
export function FeedbackPage() {
  const send = useService(SendFeedback);
  const notifier = useService(TOKENS.Notifier);
  const form = useAppForm({
    defaultValues: EMPTY_FEEDBACK,
    onSubmit: async ({ value, formApi }) => {
      // Transport failures are already told by the request layer; the form stays as typed.
      const result = await send.execute(value).catch(() => null);
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
          <form.AppField name="name" validators={rules(...feedbackNameRules)}>
            {(f) => <f.TextField label="联系人" required placeholder="请输入联系人" />}
          </form.AppField>
          <form.AppField name="phone" validators={rules(...feedbackPhoneRules)}>
            {(f) => <f.TextField label="手机号" type="tel" required placeholder="请输入手机号" maxLength={11} />}
          </form.AppField>
          <form.AppField name="report_content" validators={rules(...feedbackContentRules)}>
            {(f) => (
              <f.TextareaField
                label="反馈内容"
                required
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
    <Text as="span" color={length > FEEDBACK_CONTENT_MAX ? 'red.600' : undefined}>
      {length}/{FEEDBACK_CONTENT_MAX}
    </Text>
  );
}
