import { useState } from 'react';
import { Button, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
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
    <Dialog.Root open placement="center" onOpenChange={(e) => !e.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="lg">
            <Dialog.Header>
              <Dialog.Title>订单申诉</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                取消
              </Button>
              <Button colorPalette="blue" loading={busy} disabled={!type} onClick={() => void submit()}>
                提交
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
