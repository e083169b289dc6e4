import { useState } from 'react';
import { Box, Button, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListSubAccounts } from '../../../application/orders/order-queries';
import type { SubAccount } from '../../../domain/order/order';
import { useService } from '../../app/container-context';
import { ActionDialog } from '../../components/action-dialog';

// The personal centre is not built yet; its paths are plain strings until its routes exist.
const ACCOUNT_ADD: string = '/personal/accountAdd';
export const NO_DESIGNERS = '暂无可选择设计师';

/** 选择设计师: one designer; clicking the chosen one again deselects it. */
export function AssignDialog({
  count,
  onSubmit,
  onClose,
}: {
  count: number;
  onSubmit: (designer: SubAccount | null) => Promise<boolean>;
  onClose: () => void;
}) {
  const listSubAccounts = useService(ListSubAccounts);
  const designers = useQuery({ queryKey: ['sub-accounts', 'assign'], queryFn: () => listSubAccounts.execute('assign') });
  const [chosen, setChosen] = useState<SubAccount | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const done = await onSubmit(chosen);
    setBusy(false);
    if (done) onClose();
  };

  const list = designers.data ?? [];
  return (
    <ActionDialog title="选择设计师" maxW="lg" busy={busy} submitText="确定" onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="3">
        {count > 1 && <Text fontSize="sm">已选择 {count} 个订单</Text>}
        {designers.isPending && <Spinner size="sm" aria-label="加载中" />}
        {!designers.isPending && list.length === 0 && (
          <Box textAlign="center" py="6" color="gray.600">
            <Text>{NO_DESIGNERS}</Text>
            <Link to={ACCOUNT_ADD} className="text-link">
              去创建子账号
            </Link>
          </Box>
        )}
        <SimpleGrid columns={2} gap="2" role="group" aria-label="设计师">
          {list.map((d) => (
            <Button
              key={d.id}
              variant={chosen?.id === d.id ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={chosen?.id === d.id}
              justifyContent="space-between"
              onClick={() => setChosen((c) => (c?.id === d.id ? null : d))}
            >
              <span>{d.realname}</span>
              <Text as="span" fontSize="xs" aria-hidden="true">
                {d.phone}
              </Text>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </ActionDialog>
  );
}
