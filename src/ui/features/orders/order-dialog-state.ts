import type { OrderListItem } from '../../../domain/order/order';
import type { RowChange } from '../../../domain/order/order-actions';
import type { FeedbackStart } from '../../../application/orders/start-feedback';

/** The one order dialog open on a list page. */
export type OrderDialog =
  /** 拒绝 asks first; its rule was checked and its new state planned on the click. */
  | { kind: 'reject'; order: OrderListItem; change: RowChange }
  | { kind: 'company' }
  | { kind: 'feedback'; order: OrderListItem; start: FeedbackStart }
  | { kind: 'assign'; orders: OrderListItem[]; batch: boolean }
  | { kind: 'appeal'; order: OrderListItem };
