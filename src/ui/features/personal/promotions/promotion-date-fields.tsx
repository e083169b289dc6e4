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
        {(field) => (
          <FormField label="开始日期" required error={shown(field.state.meta, attempted)}>
            <Input
              type="date"
              name={field.name}
              value={field.state.value}
              min={earliestStart(now, editing)}
              disabled={locked}
              w="48"
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
            />
          </FormField>
        )}
      </form.Field>
      <form.Field
        name="endDay"
        validators={{
          onChangeListenTo: ['beginDay'],
          onChange: ({ value, fieldApi }) => checkEnd(value, fieldApi.form.getFieldValue('beginDay'), now) ?? undefined,
        }}
      >
        {(field) => (
          <FormField label="结束日期" required error={shown(field.state.meta, attempted)}>
            <Input
              type="date"
              name={field.name}
              value={field.state.value}
              min={earliestDay(now)}
              disabled={locked}
              w="48"
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
            />
          </FormField>
        )}
      </form.Field>
    </HStack>
  );
}
