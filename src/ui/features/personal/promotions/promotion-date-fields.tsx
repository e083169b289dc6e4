import { HStack, Input } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { checkEnd, checkStart, earliestDay, earliestStart } from '../../../../domain/promotion/promotion-dates';
import { FormField } from '../../../components/form-field';
import { firstMessage } from '../../../components/form/rules';
import type { PromotionFormState } from './use-promotion-form';

/** A date's message shows as soon as it is picked (or once a submit was tried). */
const shown = (meta: { isDirty: boolean; isBlurred: boolean; errors: readonly unknown[] }, attempted: boolean) =>
  meta.isDirty || meta.isBlurred || attempted ? firstMessage(meta.errors) : undefined;

/**
 * 开始日期 and 结束日期: no day before yesterday (on edit the start not before today), the end
 * not before the start. The end is checked again whenever the start changes.
 */
export function PromotionDateFields({ state }: { state: PromotionFormState }) {
  const { form, now, editing, locked } = state;
  const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);
  return (
    <HStack gap="4" align="start" wrap="wrap">
      <form.Field name="beginDay" validators={{ onChange: ({ value }) => checkStart(value, now, editing) ?? undefined }}>
        {(field) => dayInput('开始日期', field, earliestStart(now, editing), locked, shown(field.state.meta, attempted))}
      </form.Field>
      <form.Field
        name="endDay"
        validators={{
          onChangeListenTo: ['beginDay'],
          onChange: ({ value, fieldApi }) => checkEnd(value, fieldApi.form.getFieldValue('beginDay'), now) ?? undefined,
        }}
      >
        {(field) => dayInput('结束日期', field, earliestDay(now), locked, shown(field.state.meta, attempted))}
      </form.Field>
    </HStack>
  );
}

interface DayField {
  name: string;
  state: { value: string };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/** One day of the period: a date input no earlier than `min`, shown but not changeable when locked. */
const dayInput = (label: string, field: DayField, min: string, locked: boolean, error: string | undefined) => (
  <FormField label={label} required error={error}>
    <Input type="date" name={field.name} value={field.state.value} min={min} disabled={locked} w="48" onChange={(e) => field.handleChange(e.target.value)} onBlur={field.handleBlur} />
  </FormField>
);
