import { useCallback, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { TIME_PRESETS, type TimePreset, type TimeRange, presetRange } from '../../domain/order/time-range';
import { ClosedWhenFailed, lazyPart } from './lazy-part';

// The calendar dialog of 自定义 loads when it is first asked for, not with the order lists.
const CustomRangeDialog = lazyPart(() => import('./custom-range-dialog').then((m) => ({ default: m.CustomRangeDialog })));

export interface TimeFilterValue {
  preset: TimePreset;
  range: TimeRange | null;
}

export const ALL_TIME: TimeFilterValue = { preset: 'all', range: null };

/**
 * The order lists' time filter: 全部时间, the presets ending today, and 自定义 (a dialog).
 * Buttons rather than a select, so that 自定义 can be chosen again to change the range.
 */
export function TimeRangeFilter({
  value,
  today,
  onChange,
}: {
  value: TimeFilterValue;
  today: () => Date;
  onChange: (value: TimeFilterValue) => void;
}) {
  const [customOpen, setCustomOpen] = useState(false);
  const closeCustom = useCallback(() => setCustomOpen(false), []);
  const choose = (preset: TimePreset) => {
    if (preset === 'custom') return setCustomOpen(true);
    onChange({ preset, range: presetRange(preset, today()) });
  };
  return (
    <HStack gap="1" wrap="wrap" minW="0" role="group" aria-label="时间筛选">
      {TIME_PRESETS.map((p) => (
        <Button
          key={p.key}
          size="xs"
          px="2"
          variant={value.preset === p.key ? 'solid' : 'ghost'}
          colorPalette={value.preset === p.key ? 'blue' : 'gray'}
          aria-pressed={value.preset === p.key}
          onClick={() => choose(p.key)}
        >
          {p.label}
        </Button>
      ))}
      {value.preset === 'custom' && value.range && (
        <Text fontSize="xs" color="gray.600" data-testid="custom-range">
          {value.range.startTime} 至 {value.range.endTime.slice(0, 10)}
        </Text>
      )}
      {customOpen && (
        <CustomRangeDialog
          open
          today={today()}
          applied={value.preset === 'custom' ? value.range : null}
          onCancel={closeCustom}
          failed={() => <ClosedWhenFailed onClose={closeCustom} />}
          onConfirm={(range) => {
            setCustomOpen(false);
            onChange({ preset: 'custom', range });
          }}
        />
      )}
    </HStack>
  );
}
