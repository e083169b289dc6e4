import type { AccountRole } from '../session/roles';
import { NO_PERMISSION_MESSAGE, type PermissionList, canOperateOrders } from '../session/permissions';
import { HIDDEN_ORDER_MESSAGE, type OrderListItem, isAssigned, isFollowed, isHidden, type SubAccount } from './order';
import { isInProgress, showsAcceptReject, ACCEPT_STATUS, REJECT_STATUS, STATUS_NAMES, type OrderStatusCode } from './order-status';
import { appealButton, AFTER_APPEAL } from './appeal';
import { REPEATED_SUBMIT_MESSAGE } from '../common/schema';
import { type ProgressOption, isNewProgress, statusAfter } from './feedback-progress';

export type RowAction =
  | 'accept'
  | 'reject'
  | 'assign'
  | 'reassign'
  | 'feedback'
  | 'follow'
  | 'unfollow'
  | 'hide'
  | 'restore'
  | 'appeal';

/** The glossary's accessible names of the row actions. */
export const ROW_ACTION_LABELS: Record<RowAction, string> = {
  accept: '接单',
  reject: '拒绝',
  assign: '分配',
  reassign: '重新分配',
  feedback: '写反馈',
  follow: '关注',
  unfollow: '取消关注',
  hide: '隐藏',
  restore: '恢复',
  appeal: '申诉',
};

type RowOrder = Pick<
  OrderListItem,
  'status_name' | 'subUserName' | 'isCollected' | 'closed' | 'complaintIt' | 'orderPrice' | 'bidder_timestamp'
>;

/** Only the main account assigns; batch assign and re-assign are for non-sub accounts. */
export const canAssign = (role: AccountRole) => role === 'NormalAccount';
export const canReassign = (role: AccountRole) => role !== 'SubAccount';
export const canBatchAssign = (role: AccountRole) => role !== 'SubAccount' && role !== 'GroupAccount';
/** Only the main account loads the sub-account filter list. */
export const loadsSubAccountFilter = (role: AccountRole) => role === 'NormalAccount';
export const canExport = (vipCompany: boolean) => vipCompany;
/** Group accounts use the read-only group list. */
export const orderListPath = (role: AccountRole) => (role === 'GroupAccount' ? '/grouporder' : '/order');

/** Which buttons a row shows. Permission levels do not hide buttons: a click says 暂无该权限. */
export function rowActions(order: RowOrder, role: AccountRole): RowAction[] {
  const actions: RowAction[] = [];
  if (showsAcceptReject(order.status_name)) actions.push('accept', 'reject');
  if (isInProgress(order.status_name)) {
    if (!isAssigned(order) && canAssign(role)) actions.push('assign');
    if (isAssigned(order) && canReassign(role)) actions.push('reassign');
    actions.push('feedback');
  }
  actions.push(isFollowed(order) ? 'unfollow' : 'follow');
  actions.push(isHidden(order) ? 'restore' : 'hide');
  if (appealButton(order).visible) actions.push('appeal');
  return actions;
}

const NEEDS_LEVEL_2: ReadonlySet<RowAction> = new Set(['accept', 'reject', 'feedback', 'hide', 'restore', 'appeal']);
const BLOCKED_WHEN_HIDDEN: ReadonlySet<RowAction> = new Set(['follow', 'assign', 'reassign', 'feedback', 'appeal']);

/**
 * Why an action may not run for this user and order, or null. Permission comes first
 * (暂无该权限), then the hidden state (订单已被隐藏).
 */
export function actionBlock(
  action: RowAction,
  order: Pick<OrderListItem, 'closed'>,
  role: AccountRole,
  permissions: PermissionList | null,
): string | null {
  if (role === 'GroupAccount') return NO_PERMISSION_MESSAGE;
  if (NEEDS_LEVEL_2.has(action) && !canOperateOrders(role, permissions)) return NO_PERMISSION_MESSAGE;
  if ((action === 'assign' || action === 'reassign') && !canReassign(role)) return NO_PERMISSION_MESSAGE;
  if (BLOCKED_WHEN_HIDDEN.has(action) && isHidden(order)) return HIDDEN_ORDER_MESSAGE;
  return null;
}

/** Orders a batch assignment may include: in progress and visible. */
export const isBatchAssignable = (order: RowOrder) => isInProgress(order.status_name) && !isHidden(order);

/**
 * Accepting is refused while the company's profile is incomplete (spec 1 §4); the licence update
 * and the honours' and banners' prompt say the same words (spec 2 §2, §4).
 */
export const PROFILE_INCOMPLETE_MESSAGE = '你还没有完善企业信息';

export const ASSIGN_MESSAGES = {
  designerRequired: '请选择需要分配的设计师',
  ordersRequired: '请选择需要分配的订单',
  doubleSubmit: REPEATED_SUBMIT_MESSAGE,
} as const;

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
