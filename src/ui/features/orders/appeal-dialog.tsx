import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { TOKENS } from '../../../application/tokens';
import type { OrderListItem } from '../../../domain/order/order';
import { APPEAL_TYPES, type AppealType, appealTypeStates } from '../../../domain/order/appeal';
import { AppealFields, appealForm, validateEvidence } from '../../../domain/order/appeal-form';
import { maxOf } from '../../../domain/common/schema';
import { useService } from '../../platform/container-context';
import { useAppForm } from '../../components/form/form-kit';
import { visibleError } from '../../components/form/rules';
import { fieldOfForm } from '../../components/form/schema-field';
import { ActionDialog } from '../../components/action-dialog';
import { EvidencePicker } from './evidence-picker';
import { FieldMessage } from '../../components/field-message';
import { useOrderFormNotices } from './order-form-notices';

export interface AppealDraftInput {
  type: AppealType | null;
  content: string;
  images: File[];
}

const EMPTY: AppealDraftInput = { type: null, content: '', images: [] };
const FIELDS = ['type', 'content', 'images'] as const;
const CONTENT_MAX = maxOf(AppealFields.content);

/**
 * 订单申诉: a type (each may be unavailable), an explanation, up to three images. All three are
 * fields of one app form checked by the order's appeal schema (the explanation follows the
 * type), so a refused or failed submit keeps the text and the picked images.
 */
export function AppealDialog({
  order,
  onSubmit,
  onClose,
}: {
  order: OrderListItem;
  onSubmit: (draft: AppealDraftInput) => Promise<boolean>;
  onClose: () => void;
}) {
  const notifier = useService(TOKENS.Notifier);
  const clock = useService(TOKENS.Clock);
  // The order's rules as of the dialog's opening: which types it allows, and the form's schema.
  const [{ now, schema }] = useState(() => {
    const at = clock.now();
    return { now: at, schema: appealForm(order, at) };
  });
  const notices = useOrderFormNotices(FIELDS);
  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmitInvalid: notices.onSubmitInvalid,
    onSubmit: async ({ value }) => {
      if (await onSubmit(value)) onClose();
    },
  });
  const type = useStore(form.store, (s) => s.values.type);
  const states = appealTypeStates(order, now);

  return (
    <ActionDialog form={form} title="订单申诉" maxW="lg" submitText="提交" submitDisabled={!type} onRepeat={notices.onRepeat} onClose={onClose}>
      <Stack gap="4">
        <form.Field name="type" validators={{ onChange: fieldOfForm(schema, 'type') }}>
          {(f) => (
            <fieldset>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>申诉类型</legend>
              <Stack gap="2">
                {APPEAL_TYPES.map((t) => (
                  <label key={t.value} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
                    <input
                      type="radio"
                      name="appeal-type"
                      value={t.value}
                      checked={f.state.value === t.value}
                      disabled={states[t.value].disabled}
                      onChange={() => f.handleChange(t.value)}
                    />
                    {t.label}
                    {states[t.value].reason && (
                      <Text as="span" fontSize="xs" color="orange.600">
                        （{states[t.value].reason}）
                      </Text>
                    )}
                  </label>
                ))}
              </Stack>
              <FieldMessage message={visibleError(f)} />
            </fieldset>
          )}
        </form.Field>
        <form.AppField name="content" validators={{ onChangeListenTo: ['type'], onChange: fieldOfForm(schema, 'content') }}>
          {(f) => (
            <f.TextareaField
              label="申诉说明"
              required={type === 'ORDER'}
              maxLength={CONTENT_MAX}
              helper={`${[...f.state.value].length}/${CONTENT_MAX}`}
            />
          )}
        </form.AppField>
        <form.Field name="images" validators={{ onChange: fieldOfForm(schema, 'images') }}>
          {(f) => (
            <EvidencePicker
              files={f.state.value}
              error={visibleError(f)}
              onAdd={(files) => {
                // Files that break a rule are refused at once and never join the form.
                const problem = validateEvidence(files, f.state.value.length);
                if (problem) return notifier.warning(problem);
                f.handleChange([...f.state.value, ...files]);
              }}
              onRemove={(i) => f.handleChange(f.state.value.filter((_, k) => k !== i))}
            />
          )}
        </form.Field>
      </Stack>
    </ActionDialog>
  );
}
