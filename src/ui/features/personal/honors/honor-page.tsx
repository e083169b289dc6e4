import { useState } from 'react';
import { Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TOKENS } from '../../../../application/tokens';
import { DeleteHonor } from '../../../../application/honors/delete-honor';
import { type Honor, HONOR_DELETE_CONFIRM } from '../../../../domain/honor/honor';
import { honorCreateBlocker, honorDeleteBlocker, honorEditBlocker } from '../../../../domain/honor/honor-permissions';
import { useService } from '../../../platform/container-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useContentDelete } from '../../../components/content/use-confirmed-delete';
import { useContentActor } from '../../../components/content/use-content-actor';
import { useProfileContactGate } from '../profile-gate/use-profile-contact-gate';
import { HonorCard } from './honor-card';
import { HonorDialog, type HonorDialogMode } from './honor-dialog';
import { honorKeys, useHonorList } from './use-honor-queries';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailed } from '../../../components/load-failed';

/** /personal/honor: the honour certificates with their review status, add, edit and delete. */
export function HonorPage() {
  // The certificates mount in a deferred, time-sliced pass when the first answer arrives.
  const query = useHonorList();
  const list = { data: query.data, pending: query.isPending };
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const remove = useService(DeleteHonor);
  const gate = useProfileContactGate();
  const [mode, setMode] = useState<HonorDialogMode>({ kind: 'closed' });
  const deletion = useContentDelete(remove, honorKeys.all, { success: '删除成功!', refusal: 'warning' });
  const honors = list.data ?? [];

  const add = () => {
    const blocked = honorCreateBlocker(actor);
    if (blocked) return notifier.warning(blocked);
    void gate.pass(() => setMode({ kind: 'add' }));
  };
  const edit = (honor: Honor) => {
    const blocked = honorEditBlocker(actor, honor.status);
    if (blocked) return notifier.warning(blocked);
    setMode({ kind: 'edit', id: honor.id });
  };
  const askDelete = (honor: Honor) => {
    const blocked = honorDeleteBlocker(actor, honor.status);
    if (blocked) return notifier.warning(blocked);
    deletion.ask(honor);
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          荣誉资质
        </Heading>
        <Button colorPalette="blue" onClick={add}>
          添加荣誉资质
        </Button>
      </HStack>
      {list.pending ? (
        <LoadingSpinner />
      ) : query.isError && !list.data ? (
        <LoadFailed query={query} />
      ) : honors.length === 0 ? (
        <Text color="gray.600" textAlign="center" py="10">
          暂无数据
        </Text>
      ) : (
        <SimpleGrid as="section" aria-label="荣誉资质列表" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {honors.map((honor) => (
            <HonorCard key={honor.id} honor={honor} onEdit={edit} onDelete={askDelete} />
          ))}
        </SimpleGrid>
      )}
      <HonorDialog mode={mode} onClose={() => setMode({ kind: 'closed' })} />
      <ConfirmDialog {...deletion.dialog}>{HONOR_DELETE_CONFIRM}</ConfirmDialog>
      {gate.prompt}
    </Stack>
  );
}
