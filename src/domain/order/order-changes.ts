import type { OrderListItem, SubAccount } from './order';
import { ACCEPT_STATUS, REJECT_STATUS, STATUS_NAMES } from './order-status';
import { AFTER_APPEAL } from './appeal';
import { type ProgressOption, isNewProgress, statusAfter } from './feedback-progress';
import type { OrderStatusCode } from './order-status';

/**
 * What a row shows once an action has gone through: the one statement of each action's new
 * state. The list applies it at once (optimistic) and the use case reports it on success;
 * the list is then refetched, so the row ends with what the server holds.
 */
export type RowChange = Partial<OrderListItem>;

export const ROW_CHANGES = {
  accept: (): RowChange => ({ status_name: STATUS_NAMES[ACCEPT_STATUS] }),
  reject: (): RowChange => ({ status_name: STATUS_NAMES[REJECT_STATUS] }),
  /** isCollected holds the follow time, in seconds. */
  follow: (now: Date): RowChange => ({ isCollected: Math.floor(now.getTime() / 1000) }),
  unfollow: (): RowChange => ({ isCollected: null }),
  /** A followed order is unfollowed before it is hidden. */
  hide: (): RowChange => ({ closed: 1, isCollected: null }),
  restore: (): RowChange => ({ closed: 0 }),
  appeal: (): RowChange => ({ complaintIt: AFTER_APPEAL }),
  assign: (designer: Pick<SubAccount, 'realname' | 'phone'>): RowChange => ({ subUserName: designer.realname, subUserPhone: designer.phone }),
  /** A feedback that records a new progress step moves the order's status; otherwise nothing shows. */
  feedback: (status: OrderStatusCode | null, selected: ProgressOption | null): RowChange =>
    selected !== null && isNewProgress(status, selected) ? { status_name: statusAfter(selected) } : {},
};
