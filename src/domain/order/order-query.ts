import { formatTimeAs } from '../common/time-format';
import type { TimeRange } from './time-range';
import { ALL_ORDERS_TYPE, EXPORT_TYPE, GROUP_TABS, ORDER_TABS, typeOfTab } from './order-tabs';

/** GET /v2/orders query (spec 1 section 7). */
export interface OrderQuery {
  limit: number;
  offset: number;
  type: number;
  search?: string;
  startTime?: string;
  endTime?: string;
  subUserId?: number;
  companyId?: number;
}

export interface OrderFilters {
  tab: number;
  search: string;
  range: TimeRange | null;
  subUserId: number | null;
  /** Group list only: one company, or null for all. */
  companyId?: number | null;
}

export const EMPTY_FILTERS: OrderFilters = { tab: 0, search: '', range: null, subUserId: null };

export const SEARCH_REQUIRED = '请输入要搜索的内容';
export const SEARCH_PLACEHOLDER = '请输入小区名称、订单ID、手机号';
export const NO_ORDERS = '暂无订单！';
export const NOT_PROVIDED = '未提供';

export const validateSearch = (text: string) => (text.trim() === '' ? SEARCH_REQUIRED : null);

function filterParams(f: OrderFilters) {
  return {
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
    ...(f.range ? { startTime: f.range.startTime, endTime: f.range.endTime } : {}),
    ...(f.subUserId ? { subUserId: f.subUserId } : {}),
    ...(f.companyId ? { companyId: f.companyId } : {}),
  };
}

export function orderQuery(f: OrderFilters, page: { offset: number; limit: number }, group = false): OrderQuery {
  const type = typeOfTab(f.tab, group ? GROUP_TABS : ORDER_TABS);
  return { limit: page.limit, offset: page.offset, type, ...filterParams(f) };
}

/** The export asks for type 2 with the same search and filters as the list. */
export function exportQuery(f: OrderFilters): Omit<OrderQuery, 'limit' | 'offset'> {
  return { type: EXPORT_TYPE, ...filterParams(f) };
}

export const latestOrdersQuery = (limit: number): OrderQuery => ({ limit, offset: 0, type: ALL_ORDERS_TYPE });

/** The downloaded workbook's name, e.g. 订单列表-202405011230.xlsx. */
export const exportFileName = (now: Date) => `订单列表-${formatTimeAs(now, 'yyyyMMddHHmm')}.xlsx`;
