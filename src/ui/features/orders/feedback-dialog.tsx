import { useState } from 'react';
import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FeedbackStart } from '../../../application/orders/start-feedback';
import type { OrderListItem } from '../../../domain/order/order';
import {
  FEEDBACK_MAX_LENGTH,
  PROGRESS_OPTIONS,
  type ProgressOption,
  arrivalLocked,
  optionStates,
  toggleOption,
} from '../../../domain/order/feedback-progress';
import { FormField } from '../../components/form-field';
import { ActionDialog } from '../../components/action-dialog';

export interface FeedbackDraft {
  selected: ProgressOption | null;
  arrival: number;
  content: string;
}

/** 填写反馈: progress options (reached ones done and locked), 已到店, and up to 500 characters. */
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
  const [selected, setSelected] = useState(start.selected);
  const [arrival, setArrival] = useState(start.arrival);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const states = optionStates(start.status);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const done = await onSubmit({ selected, arrival, content });
    setBusy(false);
    if (done) onClose();
  };

  return (
    <ActionDialog title="填写反馈" maxW="500px" busy={busy} submitText="提交" onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          订单号：{order.order_id}（当前状态：{order.status_name}）
        </Text>
        <HStack role="group" aria-label="订单进度" gap="2">
          {PROGRESS_OPTIONS.map((o) => {
            const state = states[o.value];
            const on = selected === o.value;
            return (
              <Button
                key={o.value}
                size="sm"
                aria-label={o.label}
                aria-pressed={on}
                disabled={state !== 'selectable'}
                variant={on ? 'solid' : 'outline'}
                colorPalette={state === 'locked' ? 'green' : 'blue'}
                onClick={() => setSelected((s) => toggleOption(start.status, s, o.value))}
              >
                {state === 'locked' && <span aria-hidden="true">✓</span>}
                {o.label}
              </Button>
            );
          })}
        </HStack>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
          <input
            type="checkbox"
            checked={arrival === 1}
            disabled={arrivalLocked(start.arrival)}
            onChange={(e) => setArrival(e.target.checked ? 1 : 0)}
          />
          已到店
        </label>
        <FormField label="反馈内容" helper={`${[...content].length}/${FEEDBACK_MAX_LENGTH}`}>
          <Textarea
            rows={5}
            maxLength={FEEDBACK_MAX_LENGTH}
            placeholder="请填写关于此订单的状态反馈"
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </FormField>
      </Stack>
    </ActionDialog>
  );
}
