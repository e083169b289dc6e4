import { differenceInCalendarDays, fromUnixTime } from 'date-fns';
import { HIDDEN_ORDER_MESSAGE, type OrderListItem, isHidden } from './order';
import { ORDER_STATUS, statusCodeOf } from './order-status';

/** ORDERDIFF: return of a price difference; ORDER: return of the whole order fee. */
export type AppealType = 'ORDERDIFF' | 'ORDER';
export const APPEAL_TYPES: { value: AppealType; label: string }[] = [
  { value: 'ORDERDIFF', label: '返差价' },
  { value: 'ORDER', label: '返单' },
];

/** complaintIt codes of spec 1 section 4. null is a code of its own (see appealButton). */
export const COMPLAINT = { returnDone: 1, reviewing: 2, diffDisabled: 3, returnDisabled: 4, diffReturned: 5, none: 99, returnClosed: 100 } as const;

/** Why 申诉 does not open, or a type cannot be chosen (spec 1 section 4). */
const BLOCKS = {
  returnDone: '返单已完成，不可再申诉',
  reviewing: '订单审核中',
  diffReturned: '已返差价，返单暂未开始',
  diffWithin15Days: '接单15天内您已返过差价，暂不可操作',
  zeroPrice: '0元订单不支持申诉',
  returnTooEarly: '接单十五天后方可申请返单',
} as const;

/** What the appeal form says (spec 1 sections 5 and 8). */
const FORM_MESSAGES = {
  contentRequired: '请填写申诉说明',
  contentTooLong: '申诉说明不能超过200字',
  typeRequired: '请选择申诉类型',
  tooManyImages: '图片不能超过3张',
} as const;

export const APPEAL_MESSAGES = { ...BLOCKS, ...FORM_MESSAGES };

export const APPEAL_MAX_IMAGES = 3;
export const RETURN_WAIT_DAYS = 15;
export const APPEAL_MAX_BYTES = 5 * 1024 * 1024;

export type AppealOrder = Pick<OrderListItem, 'complaintIt' | 'status_name' | 'closed' | 'orderPrice' | 'bidder_timestamp'>;

export interface AppealButton {
  visible: boolean;
  disabled: boolean;
  /** Why a click does not open the dialog (shown as a warning), or null when it does. */
  block: string | null;
}

/** 99 and rejected orders have no button; 1, 5, null and hidden orders a disabled one. */
export function appealButton(order: AppealOrder): AppealButton {
  const code = order.complaintIt;
  if (code === COMPLAINT.none || statusCodeOf(order.status_name) === ORDER_STATUS.rejected)
    return { visible: false, disabled: true, block: null };
  if (isHidden(order)) return { visible: true, disabled: true, block: HIDDEN_ORDER_MESSAGE };
  if (code === COMPLAINT.returnDone) return { visible: true, disabled: true, block: APPEAL_MESSAGES.returnDone };
  if (code === COMPLAINT.diffReturned) return { visible: true, disabled: true, block: APPEAL_MESSAGES.diffReturned };
  if (code === null || code === undefined) return { visible: true, disabled: true, block: APPEAL_MESSAGES.diffWithin15Days };
  if (code === COMPLAINT.reviewing) return { visible: true, disabled: false, block: APPEAL_MESSAGES.reviewing };
  if (Number(order.orderPrice) === 0) return { visible: true, disabled: false, block: APPEAL_MESSAGES.zeroPrice };
  return { visible: true, disabled: false, block: null };
}

export interface AppealTypeState {
  disabled: boolean;
  /** Shown beside a type that cannot be chosen yet. */
  reason: string | null;
}

const acceptedDaysAgo = (order: AppealOrder, now: Date) =>
  order.bidder_timestamp ? differenceInCalendarDays(now, fromUnixTime(order.bidder_timestamp)) : 0;

/** 3 and 5 disable the price-difference type; 4 and 100 the return type, as does a young order. */
export function appealTypeStates(order: AppealOrder, now: Date): Record<AppealType, AppealTypeState> {
  const code = order.complaintIt;
  const diffOff = code === COMPLAINT.diffDisabled || code === COMPLAINT.diffReturned;
  const returnOff = code === COMPLAINT.returnDisabled || code === COMPLAINT.returnClosed;
  const tooEarly = acceptedDaysAgo(order, now) < RETURN_WAIT_DAYS;
  return {
    ORDERDIFF: { disabled: diffOff, reason: null },
    ORDER: { disabled: returnOff || tooEarly, reason: !returnOff && tooEarly ? APPEAL_MESSAGES.returnTooEarly : null },
  };
}

/**
 * Why a click on 申诉 does not open the dialog: the button's own block, or no type that can be
 * chosen (code 3 on an order accepted less than 15 days ago: the price difference has been
 * returned and the return waits for day 15).
 */
export function appealBlock(order: AppealOrder, now: Date): string | null {
  const button = appealButton(order);
  if (button.block) return button.block;
  const states = appealTypeStates(order, now);
  if (!states.ORDERDIFF.disabled || !states.ORDER.disabled) return null;
  return states.ORDER.reason ? APPEAL_MESSAGES.diffWithin15Days : APPEAL_MESSAGES.diffReturned;
}

/** What the order shows once an appeal was filed. */
export const AFTER_APPEAL = COMPLAINT.reviewing;
