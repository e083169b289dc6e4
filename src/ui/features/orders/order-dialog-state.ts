import type { OrderListItem } from '../../../domain/order/order';
import type { FeedbackStart } from '../../../application/orders/start-feedback';

/** The one order dialog open on a list page. */
export type OrderDialog =
  | { kind: 'reject'; order: OrderListItem }
  | { kind: 'company' }
  | { kind: 'feedback'; order: OrderListItem; start: FeedbackStart }
  | { kind: 'assign'; orders: OrderListItem[]; batch: boolean }
  | { kind: 'appeal'; order: OrderListItem };
