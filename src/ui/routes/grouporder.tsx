import { useMemo } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { BACK_TO_TOP_AFTER_PX, GROUP_TABS, ORDER_PAGE_SIZE, parseTab } from '../../domain/order/order-tabs';
import { TOKENS } from '../../application/tokens';
import { useService, useSession } from '../platform/container-context';
import { BackToTop } from '../components/back-to-top';
import { createFlagStore, openedFlags } from '../components/keyed-flags';
import { TimeRangeFilter } from '../components/time-range-filter';
import { OrderRowContext } from '../features/orders/order-row-context';
import { OrderTabsBar } from '../features/orders/order-tabs-bar';
import { OrderListView } from '../features/orders/order-list-view';
import { OrderSearch } from '../features/orders/order-search';
import { CompanySelect } from '../features/orders/company-select';
import { useOrderFilters } from '../features/orders/use-order-filters';

const noAction = () => undefined;

/** /grouporder: the read-only list of a group and its child companies (spec 1 section 2). */
export default function GroupOrderPage() {
  const { tab: tabParam, order: opened } = useSearch({ strict: false }) as { tab?: number; order?: number };
  const tab = parseTab(tabParam, GROUP_TABS);
  const navigate = useNavigate();
  const { role } = useSession();
  const clock = useService(TOKENS.Clock);
  const state = useOrderFilters(tab, true, opened);
  const stores = useMemo(() => ({ expanded: openedFlags(opened), selection: createFlagStore() }), [opened]);
  const rowContext = useMemo(() => ({ role, run: noAction, ...stores, batch: false, readOnly: true }), [role, stores]);
  return (
    <Stack gap="4">
      <OrderTabsBar tabs={GROUP_TABS} tab={tab} onChange={(next) => navigate({ to: '/grouporder', search: { tab: next } })}>
        <Stack gap="4">
          <HStack gap="3" wrap="wrap" bg="white" rounded="md" p="3">
            <CompanySelect value={state.companyId} onChange={state.setCompanyId} />
            <OrderSearch applied={state.search} onSearch={state.setSearch} />
            <TimeRangeFilter value={state.time} today={clock.now} onChange={state.setTime} />
          </HStack>
          <OrderRowContext.Provider value={rowContext}>
            <OrderListView scope="group" filters={state.filters} pageSize={ORDER_PAGE_SIZE} />
          </OrderRowContext.Provider>
        </Stack>
      </OrderTabsBar>
      <BackToTop after={BACK_TO_TOP_AFTER_PX} />
    </Stack>
  );
}
