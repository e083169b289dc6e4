import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListSubAccounts } from '../../../application/orders/order-queries';
import type { SubAccount } from '../../../domain/order/order';
import { AssignForm } from '../../../domain/order/assign-form';
import { useService } from '../../platform/container-context';
import { useAppForm } from '../../components/form/form-kit';
import { visibleError } from '../../components/form/rules';
import { ActionDialog } from '../../components/action-dialog';
import { FieldMessage } from '../../components/field-message';
import { useOrderFormNotices } from './order-form-notices';
import { LoadingSpinner } from '../../components/loading-spinner';

export const NO_DESIGNERS = '暂无可选择设计师';
const FIELDS = ['designer'] as const;

/**
 * 选择设计师 (one order or a batch): one designer, a form field; clicking the chosen one again
 * deselects it. Submitting without one says so beside the list; a double click submits once.
 */
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
  const notices = useOrderFormNotices(FIELDS);
  const form = useAppForm({
    defaultValues: { designer: null as SubAccount | null },
    onSubmitInvalid: notices.onSubmitInvalid,
    onSubmit: async ({ value }) => {
      if (await onSubmit(value.designer)) onClose();
    },
  });

  const list = designers.data ?? [];
  return (
    <ActionDialog form={form} title="选择设计师" maxW="lg" submitText="确定" onRepeat={notices.onRepeat} onClose={onClose}>
      <Stack gap="3">
        {count > 1 && <Text fontSize="sm">已选择 {count} 个订单</Text>}
        {designers.isPending && <LoadingSpinner size="sm" />}
        {!designers.isPending && list.length === 0 && (
          <Box textAlign="center" py="6" color="gray.600">
            <Text>{NO_DESIGNERS}</Text>
            <Link to="/personal/accountAdd" className="text-link">
              去创建子账号
            </Link>
          </Box>
        )}
        <form.Field name="designer" validators={{ onChange: AssignForm.entries.designer }}>
          {(f) => (
            <Box>
              <SimpleGrid columns={2} gap="2" role="group" aria-label="设计师" aria-describedby={visibleError(f) ? 'assign-designer-error' : undefined}>
                {list.map((d) => {
                  const chosen = f.state.value?.id === d.id;
                  return (
                    <Button
                      key={d.id}
                      variant={chosen ? 'solid' : 'outline'}
                      colorPalette="blue"
                      aria-pressed={chosen}
                      justifyContent="space-between"
                      onClick={() => f.handleChange(chosen ? null : d)}
                    >
                      <span>{d.realname}</span>
                      <Text as="span" fontSize="xs" aria-hidden="true">
                        {d.phone}
                      </Text>
                    </Button>
                  );
                })}
              </SimpleGrid>
              <FieldMessage id="assign-designer-error" message={visibleError(f)} />
            </Box>
          )}
        </form.Field>
      </Stack>
    </ActionDialog>
  );
}
