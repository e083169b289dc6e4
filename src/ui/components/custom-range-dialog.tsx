import { useState } from 'react';
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  CUSTOM_RANGE_HINT,
  CUSTOM_RANGE_TITLE,
  type TimeRange,
  checkCustomRange,
  earliestStart,
} from '../../domain/order/time-range';
import { formatDay } from '../../domain/common/time-format';
import { FormField } from './form-field';
import { DialogAnswers, DialogFrame } from './dialog-frame';

/** The day (yyyy-MM-dd) of a range's start or end (the end carries its 23:59:59). */
const dayOf = (time: string) => time.slice(0, 10);

/**
 * 自定义时间: two dates within the last year; confirm stays disabled until both are valid. It
 * opens on the range applied before (`applied`), empty when there is none.
 */
export function CustomRangeDialog({
  open,
  today,
  applied,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  today: Date;
  applied?: TimeRange | null;
  onConfirm: (range: TimeRange) => void;
  onCancel: () => void;
}) {
  const [start, setStart] = useState(() => (applied ? dayOf(applied.startTime) : ''));
  const [end, setEnd] = useState(() => (applied ? dayOf(applied.endTime) : ''));
  const check = checkCustomRange(start || null, end || null, today);
  const max = formatDay(today);

  return (
    <DialogFrame
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      maxW="md"
      title={CUSTOM_RANGE_TITLE}
      footer={<DialogAnswers onCancel={onCancel} disabled={!check.canConfirm} onConfirm={() => check.range && onConfirm(check.range)} />}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          {CUSTOM_RANGE_HINT}
        </Text>
        <HStack align="start" gap="4">
          <FormField label="开始日期" error={check.startError}>
            <Input type="date" value={start} min={earliestStart(today)} max={max} onChange={(e) => setStart(e.target.value)} />
          </FormField>
          <FormField label="结束日期" error={check.endError}>
            <Input type="date" value={end} min={start || earliestStart(today)} max={max} onChange={(e) => setEnd(e.target.value)} />
          </FormField>
        </HStack>
      </Stack>
    </DialogFrame>
  );
}
