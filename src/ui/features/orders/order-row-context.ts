import { createContext, useContext } from 'react';
import type { AccountRole } from '../../../domain/session/roles';
import type { OrderListItem } from '../../../domain/order/order';
import type { RowAction } from '../../../domain/order/order-actions';
import type { FlagStore } from '../../components/keyed-flags';

/** What every row of a list shares; stable, so a row re-renders only for its own changes. */
export interface OrderRowContextValue {
  role: AccountRole;
  run: (action: RowAction, order: OrderListItem) => void;
  expanded: FlagStore;
  selection: FlagStore;
  batch: boolean;
  /** The read-only group list shows the company and no actions. */
  readOnly: boolean;
}

export const OrderRowContext = createContext<OrderRowContextValue | null>(null);

export function useOrderRowContext(): OrderRowContextValue {
  const value = useContext(OrderRowContext);
  if (!value) throw new Error('OrderRowContext is missing');
  return value;
}
