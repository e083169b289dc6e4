import { endOfMonth, isValid, parse, startOfMonth } from 'date-fns';
import { MONTH_FORMAT, SECOND_FORMAT, formatTimeAs } from '../common/time-format';

/** The three balances: balance (cash), reward_funds (discount funds), blocked_funds (deposit). */
export interface WalletMoney {
  balance: number;
  reward_funds: number;
  blocked_funds: number;
}

/** One transaction of the month; `orderName` is added for order deductions (GET /v2/orders/{id}?simple=1). */
export interface WalletDetail {
  created: string;
  type: string;
  total_amount_desc: string;
  status_desc: string;
  tx_sn: string;
  order_id: number;
  use_wallet_type: string;
  funds_list_desc: string;
  orderName?: string;
}

export interface Wallet {
  money: WalletMoney;
  details: WalletDetail[];
}

/** The month bounds GET /v2/account/wallet takes. */
export interface MonthRange {
  startTime: string;
  endTime: string;
}


export const WALLET_MESSAGES = {
  monthRequired: '请选择月份',
  futureMonth: '不能选择未来的月份',
} as const;

/** The month a date falls in, as the picker holds it (yyyy-MM). */
export const monthOf = (date: Date): string => formatTimeAs(date, MONTH_FORMAT);

function parseMonth(month: string): Date | null {
  if (!/^\d{4}-\d{2}$/.test(month)) return null;
  const date = parse(month, MONTH_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** Why a picked month cannot be shown (none, malformed, or after the current month), or null. */
export function monthRefusal(month: string, now: Date): string | null {
  const date = parseMonth(month);
  if (!date) return WALLET_MESSAGES.monthRequired;
  return month > monthOf(now) ? WALLET_MESSAGES.futureMonth : null;
}

/** The first and last second of a month, in local time. */
export function monthRange(month: string): MonthRange {
  const date = parseMonth(month);
  if (!date) throw new Error(`not a month: ${month}`);
  return {
    startTime: formatTimeAs(startOfMonth(date), SECOND_FORMAT),
    endTime: formatTimeAs(endOfMonth(date), SECOND_FORMAT),
  };
}

/**
 * The signed amount of a transaction from its description ("+1,000.00", "-60.00元"): the
 * backend sends no numeric field, only this text. Unreadable text counts as 0.
 */
export function signedAmount(desc: string): number {
  const match = /(-|\+)?\s*[¥￥]?\s*(\d[\d,]*(?:\.\d+)?)/.exec(desc);
  if (!match) return 0;
  const value = Number(match[2].replace(/,/g, ''));
  return match[1] === '-' ? -value : value;
}

/** The month's money in and out (both positive), in cents-safe sums. */
export function monthFlow(details: readonly WalletDetail[]): { income: number; expense: number } {
  let income = 0;
  let expense = 0;
  for (const d of details) {
    const amount = Math.round(signedAmount(d.total_amount_desc) * 100);
    if (amount >= 0) income += amount;
    else expense -= amount;
  }
  return { income: income / 100, expense: expense / 100 };
}

/** A transaction that paid for an order: its order's name is looked up. */
export const isOrderDeduction = (d: Pick<WalletDetail, 'order_id'>) => d.order_id > 0;

/** 1280 -> "1,280.00". */
export const formatMoney = (amount: number): string =>
  amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
