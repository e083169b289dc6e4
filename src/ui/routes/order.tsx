import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { NO_PERMISSION_MESSAGE, levelOf } from '../../domain/session/permissions';
import { canBatchAssign, canExport, loadsSubAccountFilter } from '../../domain/order/order-actions';
import { BACK_TO_TOP_AFTER_PX, BATCH_PAGE_SIZE, ORDER_PAGE_SIZE, ORDER_TABS, parseTab } from '../../domain/order/order-tabs';
import { useSession } from '../platform/container-context';
import { BackToTop } from '../components/back-to-top';
import { ClosedWhenFailed, lazyPart } from '../components/lazy-part';
import { createFlagStore, openedFlags } from '../components/keyed-flags';
import { OrderRowContext } from '../features/orders/order-row-context';
import { OrderTabsBar } from '../features/orders/order-tabs-bar';
import { OrderToolbar } from '../features/orders/order-toolbar';
import { OrderListView } from '../features/orders/order-list-view';
import type { OrderDialog } from '../features/orders/order-dialog-state';
import { useOrderActions } from '../features/orders/use-order-actions';
import { useOrderFilters } from '../features/orders/use-order-filters';
import { useBatchAssign } from '../features/orders/use-batch-assign';
import { useExport } from '../features/orders/use-export';

// The dialogs (reject, feedback, assign, appeal) and their forms load when one first opens: they
// were a good part of what /order loaded and evaluated before its first screen (issue 13).
const OrderDialogs = lazyPart(() => import('../features/orders/order-dialogs').then((m) => ({ default: m.OrderDialogs })));

/** /order: tabs, toolbar, the virtualised list and the order dialogs (spec 1 section 2). */
export default function OrderPage() {
  const { tab: tabParam, order: opened } = useSearch({ strict: false }) as { tab?: number; order?: number };
  const tab = parseTab(tabParam);
  const navigate = useNavigate();
  const { role, permissions, user } = useSession();
  const state = useOrderFilters(tab, false, opened);
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const actions = useOrderActions(setDialog);
  const stores = useMemo(() => ({ expanded: openedFlags(opened), selection: createFlagStore() }), [opened]);
  const batch = useBatchAssign(state.filters, stores.selection, setDialog);
  const exporting = useExport(state.filters);
  const rowContext = useMemo(
    () => ({ role, run: actions.run, ...stores, batch: batch.on, readOnly: false }),
    [role, actions.run, stores, batch.on],
  );

  if (levelOf(role, permissions, 'order') === 0) return <Text color="gray.500">{NO_PERMISSION_MESSAGE}</Text>;
  return (
    <Stack gap="4">
      <OrderTabsBar tabs={ORDER_TABS} tab={tab} onChange={(next) => navigate({ to: '/order', search: { tab: next } })}>
        <Stack gap="4">
          <OrderToolbar
            search={state.search}
            onSearch={state.setSearch}
            time={state.time}
            onTime={state.setTime}
            designer={loadsSubAccountFilter(role) ? { value: state.subUserId, onChange: state.setSubUserId } : undefined}
            batch={canBatchAssign(role) ? { on: batch.on, selection: stores.selection, toggle: batch.toggle, assign: batch.assign } : undefined}
            exporting={user && canExport(user.vipCompany) ? exporting : undefined}
          />
          <OrderRowContext.Provider value={rowContext}>
            <OrderListView scope="own" filters={state.filters} pageSize={batch.on ? BATCH_PAGE_SIZE : ORDER_PAGE_SIZE} />
          </OrderRowContext.Provider>
        </Stack>
      </OrderTabsBar>
      {dialog && (
        <OrderDialogs dialog={dialog} actions={actions} onClose={closeDialog} onAssigned={batch.done} failed={() => <ClosedWhenFailed onClose={closeDialog} />} />
      )}
      <BackToTop after={BACK_TO_TOP_AFTER_PX} />
    </Stack>
  );
}
