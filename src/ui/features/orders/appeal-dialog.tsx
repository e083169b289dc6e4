import { useState } from 'react';
import { Stack, Text, Textarea } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import type { OrderListItem } from '../../../domain/order/order';
import {
  APPEAL_TEXT_MAX,
  APPEAL_TYPES,
  type AppealType,
  appealTypeStates,
  validateEvidence,
} from '../../../domain/order/appeal';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';
import { EvidencePicker } from './evidence-picker';
import { ActionDialog } from '../../components/action-dialog';

export interface AppealDraftInput {
  type: AppealType | null;
  content: string;
  images: File[];
}

/** 订单申诉: a type (each may be unavailable), an explanation, up to three images. */
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
  const [type, setType] = useState<AppealType | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const states = appealTypeStates(order, clock.now());

  const add = (files: File[]) => {
    const problem = validateEvidence(files, images.length);
    if (problem) return notifier.warning(problem);
    setImages((current) => [...current, ...files]);
  };

  const submit = async () => {
    setBusy(true);
    const done = await onSubmit({ type, content, images });
    setBusy(false);
    if (done) onClose();
  };

  return (
    <ActionDialog title="订单申诉" maxW="lg" busy={busy} submitText="提交" submitDisabled={!type} onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="4">
        <fieldset>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>申诉类型</legend>
          <Stack gap="2">
            {APPEAL_TYPES.map((t) => (
              <label key={t.value} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
                <input
                  type="radio"
                  name="appeal-type"
                  value={t.value}
                  checked={type === t.value}
                  disabled={states[t.value].disabled}
                  onChange={() => setType(t.value)}
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
        </fieldset>
        <FormField label="申诉说明" helper={`${[...content].length}/${APPEAL_TEXT_MAX}`} required={type === 'ORDER'}>
          <Textarea rows={4} maxLength={APPEAL_TEXT_MAX} value={content} onChange={(e) => setContent(e.target.value)} />
        </FormField>
        <EvidencePicker files={images} onAdd={add} onRemove={(i) => setImages((list) => list.filter((_, k) => k !== i))} />
      </Stack>
    </ActionDialog>
  );
}
