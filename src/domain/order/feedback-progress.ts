import { ORDER_STATUS, type OrderStatusCode, STATUS_NAMES } from './order-status';

/** Progress options of the feedback dialog, in their sequence: 已量房 (4), 交定金 (5), 已签约 (1). */
export const PROGRESS_OPTIONS = [
  { value: 4, label: '已量房' },
  { value: 5, label: '交定金' },
  { value: 1, label: '已签约' },
] as const;

export type ProgressOption = (typeof PROGRESS_OPTIONS)[number]['value'];
/** locked: reached, shown done and disabled; unselectable: passed, disabled; selectable: may be chosen. */
export type OptionState = 'locked' | 'unselectable' | 'selectable';

export const ARRIVED = 1;
export const FEEDBACK_FOLD_LENGTH = 100;

export const FEEDBACK_MESSAGES = {
  required: '请填写关于此订单的状态反馈',
  tooLong: '反馈内容不能超过500字',
} as const;

const RANK: Partial<Record<OrderStatusCode, number>> = {
  [ORDER_STATUS.accepted]: 0,
  [ORDER_STATUS.measured]: 1,
  [ORDER_STATUS.deposit]: 2,
  [ORDER_STATUS.signed]: 3,
};
const optionRank = (option: ProgressOption) => PROGRESS_OPTIONS.findIndex((o) => o.value === option) + 1;

/** Feedback is written only for orders that were accepted (or went further). */
export const acceptsFeedback = (status: OrderStatusCode | null) => status !== null && RANK[status] !== undefined;

/** The option the order has reached: preselected and locked in the dialog, or null from 已接单. */
export function reachedOption(status: OrderStatusCode | null): ProgressOption | null {
  const rank = status === null ? undefined : RANK[status];
  return rank ? PROGRESS_OPTIONS[rank - 1].value : null;
}

export function optionState(status: OrderStatusCode | null, option: ProgressOption): OptionState {
  const rank = status === null ? 0 : (RANK[status] ?? 0);
  const own = optionRank(option);
  if (own === rank) return 'locked';
  return own < rank ? 'unselectable' : 'selectable';
}

export function optionStates(status: OrderStatusCode | null): Record<ProgressOption, OptionState> {
  return { 4: optionState(status, 4), 5: optionState(status, 5), 1: optionState(status, 1) };
}

/** A click on an option: a selectable one is chosen; clicking the chosen one again clears it. */
export function toggleOption(
  status: OrderStatusCode | null,
  selected: ProgressOption | null,
  clicked: ProgressOption,
): ProgressOption | null {
  if (optionState(status, clicked) !== 'selectable') return selected;
  return selected === clicked ? reachedOption(status) : clicked;
}

export const isNewProgress = (status: OrderStatusCode | null, selected: ProgressOption | null) =>
  selected !== null && selected !== reachedOption(status);

/** The status name an option leads to. */
export const statusAfter = (option: ProgressOption) => STATUS_NAMES[option as OrderStatusCode];

/** The arrival toggle (已到店): once arrived it stays on. */
export const arrivalLocked = (initialArrival: number) => initialArrival === ARRIVED;

/** A feedback text longer than 100 characters is folded behind an expand link. */
export function foldText(text: string, limit = FEEDBACK_FOLD_LENGTH): { short: string; folded: boolean } {
  const chars = [...text];
  return chars.length > limit ? { short: `${chars.slice(0, limit).join('')}…`, folded: true } : { short: text, folded: false };
}
