import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FeedbackStart } from '../../../application/orders/start-feedback';
import type { OrderListItem } from '../../../domain/order/order';
import { useState } from 'react';
import { FEEDBACK_MESSAGES, PROGRESS_OPTIONS, arrivalLocked, optionStates, toggleOption } from '../../../domain/order/feedback-progress';
import { FeedbackProgressFields, type FeedbackProgressValues, feedbackProgressForm } from '../../../domain/order/feedback-form';
import { maxOf } from '../../../domain/common/schema';
import { useAppForm } from '../../components/form/form-kit';
import { fieldOfForm } from '../../components/form/schema-field';
import { ActionDialog } from '../../components/action-dialog';
import { useOrderFormNotices } from './order-form-notices';

/** The dialog's values: the option, the arrival flag and the text, as the form's schema reads them. */
export type FeedbackDraft = FeedbackProgressValues;

const FIELDS = ['content'] as const;
const CONTENT_MAX = maxOf(FeedbackProgressFields.entries.content);

/**
 * 填写反馈: progress options (reached ones done and locked), 已到店, and up to 500 characters.
 * The choices and the text are one app form checked by the order's feedback schema: the text's
 * rule follows the choices, a refused
 * submit keeps everything, and a double click submits once.
 */
export function FeedbackDialog({
  order,
  start,
  onSubmit,
  onClose,
}: {
  order: OrderListItem;
  start: FeedbackStart;
  onSubmit: (draft: FeedbackDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const notices = useOrderFormNotices(FIELDS);
  const states = optionStates(start.status);
  const [schema] = useState(() => feedbackProgressForm({ status: start.status, initialArrival: start.arrival }));
  const form = useAppForm({
    defaultValues: { selected: start.selected, arrival: start.arrival, content: '' } as FeedbackDraft,
    onSubmitInvalid: notices.onSubmitInvalid,
    onSubmit: async ({ value }) => {
      if (await onSubmit(value)) onClose();
    },
  });
  return (
    <ActionDialog form={form} title="填写反馈" maxW="500px" submitText="提交" onRepeat={notices.onRepeat} onClose={onClose}>
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          订单号：{order.order_id}（当前状态：{order.status_name}）
        </Text>
        <form.Field name="selected">
          {(f) => (
            <HStack role="group" aria-label="订单进度" gap="2">
              {PROGRESS_OPTIONS.map((o) => {
                const state = states[o.value];
                const on = f.state.value === o.value;
                return (
                  <Button
                    key={o.value}
                    size="sm"
                    aria-label={o.label}
                    aria-pressed={on}
                    disabled={state !== 'selectable'}
                    variant={on ? 'solid' : 'outline'}
                    colorPalette={state === 'locked' ? 'green' : 'blue'}
                    onClick={() => f.handleChange(toggleOption(start.status, f.state.value, o.value))}
                  >
                    {state === 'locked' && <span aria-hidden="true">✓</span>}
                    {o.label}
                  </Button>
                );
              })}
            </HStack>
          )}
        </form.Field>
        <form.Field name="arrival">
          {(f) => (
            <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
              <input
                type="checkbox"
                checked={f.state.value === 1}
                disabled={arrivalLocked(start.arrival)}
                onChange={(e) => f.handleChange(e.target.checked ? 1 : 0)}
              />
              已到店
            </label>
          )}
        </form.Field>
        <form.AppField name="content" validators={{ onChangeListenTo: ['selected', 'arrival'], onChange: fieldOfForm(schema, 'content') }}>
          {(f) => (
            <f.TextareaField
              label="反馈内容"
              rows={5}
              maxLength={CONTENT_MAX}
              placeholder={FEEDBACK_MESSAGES.required}
              helper={`${[...f.state.value].length}/${CONTENT_MAX}`}
            />
          )}
        </form.AppField>
      </Stack>
    </ActionDialog>
  );
}
