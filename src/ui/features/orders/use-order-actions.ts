import { useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AcceptOrder } from '../../../application/orders/accept-order';
import { HideOrder } from '../../../application/orders/hide-order';
import { RestoreOrder } from '../../../application/orders/restore-order';
import { FollowOrder } from '../../../application/orders/follow-order';
import { UnfollowOrder } from '../../../application/orders/unfollow-order';
import { StartFeedback } from '../../../application/orders/start-feedback';
import { CheckOrderAction } from '../../../application/orders/check-order-action';
import type { OrderActionResult } from '../../../application/orders/order-actor';
import type { OrderListItem } from '../../../domain/order/order';
import type { RowAction } from '../../../domain/order/order-actions';
import { STATUS_NAMES } from '../../../domain/order/order-status';
import { useContainer } from '../../app/container-context';
import { markOrdersStale, patchOrders } from './order-cache';
import type { OrderDialog } from './order-dialog-state';

type Change = OrderActionResult<Partial<OrderListItem>>;

/**
 * Runs row actions with optimistic row updates: the row changes at once and is put back if
 * the call fails (or the company info dialog opens on 20407). Stable for the page's life,
 * so memoised rows do not re-render when a dialog opens. Each action of a row is in flight at
 * most once: a double click on 接单 sends one request.
 */
export function useOrderActions(openDialog: (dialog: OrderDialog) => void) {
  const container = useContainer();
  const qc = useQueryClient();
  const open = useRef(openDialog);
  open.current = openDialog;

  return useMemo(() => {
    const get = container.get.bind(container);

    /** Optimistic change, then the call; resolves true when the server agreed. */
    async function change(orders: OrderListItem[], guess: Partial<OrderListItem>, call: () => Promise<Change>, action?: RowAction) {
      const ids = orders.map((o) => o.order_id);
      const undo = patchOrders(qc, ids, guess, action);
      try {
        const result = await call();
        if (!result.ok) {
          undo();
          if (result.error.kind === 'company-incomplete') open.current({ kind: 'company' });
          return false;
        }
        patchOrders(qc, ids, result.value);
        markOrdersStale(qc, ids);
        return true;
      } catch {
        undo();
        return false;
      }
    }

    const direct: Partial<Record<RowAction, (o: OrderListItem) => Promise<boolean>>> = {
      accept: (o) => change([o], { status_name: STATUS_NAMES[3] }, () => get(AcceptOrder).execute(o)),
      follow: (o) => change([o], { isCollected: Math.floor(Date.now() / 1000) }, () => get(FollowOrder).execute(o)),
      unfollow: (o) => change([o], { isCollected: null }, () => get(UnfollowOrder).execute(o), 'unfollow'),
      hide: (o) => change([o], { closed: 1, isCollected: null }, () => get(HideOrder).execute(o), 'hide'),
      restore: (o) => change([o], { closed: 0 }, () => get(RestoreOrder).execute(o), 'restore'),
    };

    const inFlight = new Set<string>();

    async function run(action: RowAction, order: OrderListItem) {
      const key = `${action}:${order.order_id}`;
      if (inFlight.has(key)) return;
      inFlight.add(key);
      try {
        await start(action, order);
      } finally {
        inFlight.delete(key);
      }
    }

    async function start(action: RowAction, order: OrderListItem) {
      if (!get(CheckOrderAction).execute(action, order)) return;
      const now = direct[action];
      if (now) return void (await now(order));
      if (action === 'reject') return open.current({ kind: 'reject', order });
      if (action === 'assign' || action === 'reassign') return open.current({ kind: 'assign', orders: [order], batch: false });
      if (action === 'appeal') return open.current({ kind: 'appeal', order });
      const start = await get(StartFeedback).execute(order);
      if (start.ok) open.current({ kind: 'feedback', order, start: start.value });
    }

    return { run, change };
  }, [container, qc]);
}

export type OrderActions = ReturnType<typeof useOrderActions>;
