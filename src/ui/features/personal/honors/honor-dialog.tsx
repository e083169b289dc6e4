import { useCallback, useRef, useState } from 'react';
import { Dialog, Portal} from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LEAVE_MESSAGES } from '../../../components/leave-guard';
import { HonorForm } from './honor-form';
import { useHonor } from './use-honor-queries';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LOAD_FAILED } from '../../../components/load-failed';

export type HonorDialogMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: number };

/** The add and edit form in a modal; closing it with unsaved edits asks first. */
export function HonorDialog({ mode, onClose }: { mode: HonorDialogMode; onClose: () => void }) {
  const editing = mode.kind === 'edit' ? mode.id : null;
  const honor = useHonor(editing);
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const requestClose = () => (dirty.current ? setAsking(true) : onClose());
  const close = () => {
    dirty.current = false;
    setAsking(false);
    onClose();
  };
  const ready = mode.kind === 'add' || (honor.data !== undefined && honor.data.id === editing);

  return (
    <>
      <Dialog.Root open={mode.kind !== 'closed'} placement="center" size="lg" lazyMount unmountOnExit onOpenChange={(e) => !e.open && requestClose()}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{mode.kind === 'edit' ? '编辑荣誉资质' : '添加荣誉资质'}</Dialog.Title>
              </Dialog.Header>
              {ready ? (
                <HonorForm
                  key={editing ?? 'new'}
                  original={mode.kind === 'edit' ? honor.data : undefined}
                  onSaved={close}
                  onCancel={requestClose}
                  onDirtyChange={onDirtyChange}
                />
              ) : (
                <Dialog.Body>{honor.isError ? LOAD_FAILED : <LoadingSpinner />}</Dialog.Body>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog open={asking} title={LEAVE_MESSAGES.title} onConfirm={close} onCancel={() => setAsking(false)}>
        {LEAVE_MESSAGES.text}
      </ConfirmDialog>
    </>
  );
}
