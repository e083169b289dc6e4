import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../../application/tokens';
import type { OrderFilters } from '../../../domain/order/order-query';
import { ASSIGN_MESSAGES } from '../../../domain/order/order-actions';
import { BATCH_PAGE_SIZE } from '../../../domain/order/order-tabs';
import { useService } from '../../platform/container-context';
import type { FlagStore } from '../../components/keyed-flags';
import { type ListData, orderKeys } from '../../components/order-cache';
import type { OrderDialog } from './order-dialog-state';

/** 批量分配: a mode with checkboxes (page size 6); the chosen orders go to the designer dialog. */
export function useBatchAssign(filters: OrderFilters, selection: FlagStore, open: (d: OrderDialog) => void) {
  const qc = useQueryClient();
  const notifier = useService(TOKENS.Notifier);
  const [on, setOn] = useState(false);

  const toggle = useCallback(() => {
    selection.clear();
    setOn((v) => !v);
  }, [selection]);

  const assign = useCallback(() => {
    const ids = new Set(selection.values());
    const data = qc.getQueryData<ListData>(orderKeys.list('own', filters, BATCH_PAGE_SIZE));
    const orders = (data?.pages.flatMap((p) => p.orders) ?? []).filter((o) => ids.has(o.order_id));
    if (!orders.length) return notifier.warning(ASSIGN_MESSAGES.ordersRequired);
    open({ kind: 'assign', orders, batch: true });
  }, [qc, filters, selection, notifier, open]);

  const done = useCallback(() => {
    selection.clear();
    setOn(false);
  }, [selection]);

  return { on, toggle, assign, done };
}
