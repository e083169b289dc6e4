import { useMemo, useState } from 'react';
import type { OrderFilters } from '../../../domain/order/order-query';
import { ALL_TIME, type TimeFilterValue } from '../../components/time-range-filter';
import { initialOrderFilters } from './order-list-query';

/**
 * The filters of a list page; the tab lives in the address, the rest here. `opened`, an order
 * the page was opened on (home's 最新订单), starts the search with its number.
 */
export function useOrderFilters(tab: number, group = false, opened?: number) {
  const [search, setSearch] = useState(() => initialOrderFilters(tab, group, opened).search);
  const [time, setTime] = useState<TimeFilterValue>(ALL_TIME);
  const [subUserId, setSubUserId] = useState<number | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const filters = useMemo<OrderFilters>(
    () => ({ tab, search, range: time.range, subUserId, ...(group ? { companyId } : {}) }),
    [tab, search, time.range, subUserId, companyId, group],
  );
  return { filters, search, setSearch, time, setTime, subUserId, setSubUserId, companyId, setCompanyId };
}
