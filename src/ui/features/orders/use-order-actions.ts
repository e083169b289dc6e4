import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceIdentifier } from 'inversify';
import { AcceptOrder, RejectOrder } from '../../../application/orders/set-order-status';
import { HideOrder } from '../../../application/orders/hide-order';
import { RestoreOrder } from '../../../application/orders/restore-order';
import { FollowOrder } from '../../../application/orders/follow-order';
import { UnfollowOrder } from '../../../application/orders/unfollow-order';
import { StartFeedback } from '../../../application/orders/start-feedback';
import { CheckOrderAction } from '../../../application/orders/check-order-action';
import type { OrderActionError, OrderActionResult, PlannedOrderAction } from '../../../application/orders/order-actor';
import type { OrderListItem } from '../../../domain/order/order';
import type { RowAction, RowChange } from '../../../domain/order/order-actions';
import { useContainer } from '../../platform/container-context';
import { patchOrders, refreshOrders } from '../../components/order-cache';
import type { OrderDialog } from './order-dialog-state';

/** The rows a write changes, and how they show while it runs (optimistic, undone when it fails). */
export interface RowTarget {
  orders: OrderListItem[];
  change: RowChange;
  /** The row action, when it moves rows out of a tab (hide, restore, unfollow). */
  action?: RowAction;
}

/** One optimistic change of rows: shown at once, undone when the call fails. */
export interface RowMutation extends RowTarget {
  send: () => Promise<OrderActionResult<RowChange>>;
}

/** A refusal the use case has already told the user; it fails the mutation so that it rolls back. */
class Refused extends Error {
  constructor(readonly reason: OrderActionError) {
    super(reason.kind);
  }
}

/** A row write's answer as a mutation sees it: the server's new state, or a failure that rolls back. */
export async function orRefused(answer: Promise<OrderActionResult<RowChange>>): Promise<RowChange> {
  const result = await answer;
  if (!result.ok) throw new Refused(result.error);
  return result.value;
}

/** Mutation keys: a row action from its click to its end, and the row changes it makes. */
export const ORDER_MUTATIONS = { row: ['orders', 'row-action'] as const, change: ['orders', 'change'] as const };

interface RowActionVariables {
  action: RowAction;
  order: OrderListItem;
}

/** Row actions that need no dialog: planned (rule and new state) on the click, then sent. */
const PLANNED: Partial<Record<RowAction, ServiceIdentifier<PlannedOrderAction>>> = {
  accept: AcceptOrder,
  follow: FollowOrder,
  unfollow: UnfollowOrder,
  hide: HideOrder,
  restore: RestoreOrder,
};

const ids = (orders: OrderListItem[]) => orders.map((o) => o.order_id);

/** Whether this action on this order is under way: a second click is refused by the mutation state. */
const actionPending = (qc: QueryClient, { action, order }: RowActionVariables) =>
  qc.isMutating({
    mutationKey: ORDER_MUTATIONS.row,
    predicate: (m) => {
      const v = m.state.variables as RowActionVariables | undefined;
      return v?.action === action && v.order.order_id === order.order_id;
    },
  }) > 0;

/**
 * Row actions through TanStack Query mutations: a change is applied to the cached lists in
 * `onMutate`, undone in `onError` (the company info dialog opens on 20407), and the lists and
 * the order's details are refetched in `onSettled`, so the row ends with what the server holds.
 * Each action of a row is under way at most once: a double click on 接单 sends one request.
 * Stable for the page's life, so memoised rows do not re-render when a dialog opens.
 */
export function useOrderActions(openDialog: (dialog: OrderDialog) => void) {
  const container = useContainer();
  const qc = useQueryClient();
  const open = useRef(openDialog);
  // The latest value for the effects and handlers, written once the render is committed.
  useLayoutEffect(() => {
    open.current = openDialog;
  });

  /**
   * What every write of rows does around its call (spread into its `useMutation`): the change
   * shows at once, is undone on failure (the company info dialog opens on 20407), and the lists
   * and details refetch. Offline, the request layer tells the user and the change is undone:
   * nothing waits for the network.
   */
  const rowWrite = useMemo(
    () => ({
      mutationKey: ORDER_MUTATIONS.change,
      networkMode: 'always' as const,
      onMutate: ({ orders, change, action }: RowTarget) => ({ undo: patchOrders(qc, ids(orders), change, action) }),
      onError: (error: Error, _variables: RowTarget, context: { undo: () => void } | undefined) => {
        context?.undo();
        if (error instanceof Refused && error.reason.kind === 'company-incomplete') open.current({ kind: 'company' });
      },
      onSuccess: (change: RowChange, { orders }: RowTarget) => void patchOrders(qc, ids(orders), change),
      onSettled: (_data: unknown, _error: unknown, { orders }: RowTarget) => refreshOrders(qc, ids(orders)),
    }),
    [qc],
  );

  const { mutateAsync: mutateRows } = useMutation({ ...rowWrite, mutationFn: ({ send }: RowMutation) => orRefused(send()) });

  const get = container.get.bind(container);
  /** Applies a change at once and sends it; resolves true when the server agreed. */
  const change = useCallback((mutation: RowMutation) => mutateRows(mutation).then(() => true, () => false), [mutateRows]);

  /** A row action from its click: planned and sent, or its dialog opened. */
  async function start({ action, order }: RowActionVariables) {
    const planned = PLANNED[action];
    if (planned) {
      const useCase = get<PlannedOrderAction>(planned);
      const plan = useCase.plan(order);
      if (plan.ok) await change({ orders: [order], change: plan.value, action, send: () => useCase.send(order, plan.value) });
      return;
    }
    if (action === 'reject') {
      const plan = get(RejectOrder).plan(order);
      if (plan.ok) open.current({ kind: 'reject', order, change: plan.value });
      return;
    }
    if (!get(CheckOrderAction).execute(action, order)) return;
    if (action === 'assign' || action === 'reassign') return open.current({ kind: 'assign', orders: [order], batch: false });
    if (action === 'appeal') return open.current({ kind: 'appeal', order });
    const feedback = await get(StartFeedback).execute(order);
    if (feedback.ok) open.current({ kind: 'feedback', order, start: feedback.value });
  }

  const { mutateAsync: startAction } = useMutation({ mutationKey: ORDER_MUTATIONS.row, networkMode: 'always', mutationFn: start });

  return useMemo(
    () => ({
      run: async (action: RowAction, order: OrderListItem) => {
        if (actionPending(qc, { action, order })) return;
        await startAction({ action, order }).catch(() => undefined);
      },
      change,
      rowWrite,
    }),
    [qc, startAction, change, rowWrite],
  );
}

export type OrderActions = ReturnType<typeof useOrderActions>;
