import { useLocation, useNavigate } from '@tanstack/react-router';
import { type OrderTab, parseTab } from '../../../domain/order/order-tabs';
import { LineTabs } from '../../components/line-tabs';
import { ORDER_TABS_CLASS, orderLineTabs } from '../../components/order-line-tabs';
import { LoadingStatus } from '../../components/screen-placeholder';

/**
 * The tabs a screen opens with (its route's staticData `tabs`: /order, /grouporder), drawn by
 * the shell while the screen is on its way: the same tabs as the screen's, and working (a pick
 * changes the address's `tab`, which the screen opens on), with 加载中… in the open panel.
 */
export function PlaceholderTabs({ tabs }: { tabs: readonly OrderTab[] }) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const tab = useLocation({ select: (l) => (l.search as { tab?: unknown }).tab });
  return (
    <LineTabs
      tabs={orderLineTabs(tabs)}
      selected={String(parseTab(tab, tabs))}
      onSelect={(value) => void navigate({ to: pathname, search: { tab: Number(value) } })}
      panel={(_, isSelected) => (isSelected ? <LoadingStatus /> : null)}
      listClassName={ORDER_TABS_CLASS}
    />
  );
}
