import { Button, HStack } from '@chakra-ui/react';
import type { OrderListItem } from '../../../domain/order/order';
import { ROW_ACTION_LABELS, type RowAction, rowActions } from '../../../domain/order/order-actions';
import { appealButton } from '../../../domain/order/appeal';
import { useOrderRowContext } from './order-row-context';

const PRIMARY: ReadonlySet<RowAction> = new Set(['accept', 'feedback', 'assign']);

/** The row's buttons (glossary names) and the 查看详情 / 收起详情 toggle. */
export function OrderRowActions({ order, open }: { order: OrderListItem; open: boolean }) {
  const { role, run, expanded, readOnly, batch } = useOrderRowContext();
  const actions = readOnly || batch ? [] : rowActions(order, role);
  const appeal = appealButton(order);
  return (
    <HStack gap="2" mt="3" wrap="wrap" justify="flex-end" data-row-actions="">
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={PRIMARY.has(action) ? 'solid' : 'outline'}
          colorPalette={action === 'reject' ? 'red' : 'blue'}
          // A disabled appeal still says why when clicked, so it is aria-disabled, not disabled.
          aria-disabled={action === 'appeal' && appeal.disabled ? true : undefined}
          title={action === 'appeal' && appeal.disabled ? (appeal.block ?? undefined) : undefined}
          onClick={() => run(action, order)}
        >
          {ROW_ACTION_LABELS[action]}
        </Button>
      ))}
      <Button
        size="xs"
        variant="ghost"
        aria-expanded={open}
        aria-controls={`order-${order.order_id}-details`}
        onClick={() => expanded.toggle(order.order_id)}
      >
        {open ? '收起详情' : '查看详情'}
      </Button>
    </HStack>
  );
}
