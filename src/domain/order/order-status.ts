/**
 * Order status codes and names (spec 1 section 4). Accept sends 3 and reject 0; feedback
 * options 4, 5 and 1 advance the order. 待接单 has no code in the spec's calls; 2 is its value.
 */
export const ORDER_STATUS = {
  rejected: 0,
  signed: 1,
  pending: 2,
  accepted: 3,
  measured: 4,
  deposit: 5,
} as const;

export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const STATUS_NAMES: Record<OrderStatusCode, string> = {
  0: '已拒绝',
  1: '已签约',
  2: '待接单',
  3: '已接单',
  4: '已量房',
  5: '交定金',
};

export const ACCEPT_STATUS = ORDER_STATUS.accepted;
export const REJECT_STATUS = ORDER_STATUS.rejected;

const BY_NAME = new Map(Object.entries(STATUS_NAMES).map(([code, name]) => [name, Number(code) as OrderStatusCode]));

/** The list sends only status_name; an unknown name gives null and no status-bound action. */
export function statusCodeOf(name: string | null | undefined): OrderStatusCode | null {
  return name ? (BY_NAME.get(name.trim()) ?? null) : null;
}

export const statusName = (code: OrderStatusCode) => STATUS_NAMES[code];

export const isPending = (name: string) => statusCodeOf(name) === ORDER_STATUS.pending;
export const isRejected = (name: string) => statusCodeOf(name) === ORDER_STATUS.rejected;

/** Accepted or further along: feedback and assignment apply. */
export const isInProgress = (name: string) => {
  const code = statusCodeOf(name);
  return code !== null && code !== ORDER_STATUS.pending && code !== ORDER_STATUS.rejected;
};

/** OrderBool of the spec: accept and reject show only for 待接单. */
export const showsAcceptReject = (name: string) => isPending(name);

export const ORDER_SUCCESS = {
  accepted: '接受订单成功',
  rejected: '拒绝成功',
  feedback: '发表反馈成功',
  assigned: '分配成功',
  hidden: '已隐藏订单',
  hiddenHint: '可在隐藏列表中查询',
  restored: '已恢复订单',
  appealed: '申请成功',
  done: '操作成功',
} as const;

export const REJECT_CONFIRM_TEXT = '请确定是否拒绝该订单';
