/**
 * The tabs of /order (query parameter tab) and the list type each asks for (spec 1 section 7):
 * 99 is all; tabs map {1:3, 2:7, 9:9, 3:1}. The group list maps 0 to 99, 1 to 3, 2 to 7.
 */
export interface OrderTab {
  tab: number;
  label: string;
  type: number;
}

export const ALL_ORDERS_TYPE = 99;
/** The all-orders tab, and the group's choice of all its companies' orders. */
export const ALL_ORDERS_LABEL = '全部订单';
export const EXPORT_TYPE = 2;

export const ORDER_TABS: readonly OrderTab[] = [
  { tab: 0, label: ALL_ORDERS_LABEL, type: ALL_ORDERS_TYPE },
  { tab: 3, label: '待接单', type: 1 },
  { tab: 1, label: '待反馈', type: 3 },
  { tab: 2, label: '已关注', type: 7 },
  { tab: 9, label: '已隐藏', type: 9 },
];

export const GROUP_TABS: readonly OrderTab[] = [
  { tab: 0, label: ALL_ORDERS_LABEL, type: ALL_ORDERS_TYPE },
  { tab: 1, label: '待反馈', type: 3 },
  { tab: 2, label: '已关注', type: 7 },
];

/** 待反馈: the tab the feedback reminder opens (/order?tab=1), marked with a red dot. */
export const FEEDBACK_TAB = 1;
export const HIDDEN_TAB = 9;

/** An unknown or missing tab falls back to all orders. */
export function parseTab(raw: unknown, tabs: readonly OrderTab[] = ORDER_TABS): number {
  const n = Number(raw);
  return tabs.some((t) => t.tab === n) ? n : 0;
}

export const typeOfTab = (tab: number, tabs: readonly OrderTab[] = ORDER_TABS) =>
  tabs.find((t) => t.tab === tab)?.type ?? ALL_ORDERS_TYPE;

export const ORDER_PAGE_SIZE = 10;
export const BATCH_PAGE_SIZE = 6;
export const HOME_ORDER_COUNT = 4;
export const HOME_ALBUM_COUNT = 3;
/** Sub-accounts offered in the assignment dialog, and in the filter. */
export const ASSIGN_LIST_LIMIT = 50;
export const FILTER_LIST_LIMIT = 1000;
/** The next page loads when the bottom is this close; back-to-top shows after this scroll. */
export const LOAD_MORE_DISTANCE_PX = 150;
export const BACK_TO_TOP_AFTER_PX = 300;
