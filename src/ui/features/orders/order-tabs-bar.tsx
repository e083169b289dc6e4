import type { ReactNode } from 'react';
import { FEEDBACK_TAB, type OrderTab } from '../../../domain/order/order-tabs';
import { LineTabs } from '../../components/line-tabs';

const feedbackDot = <span aria-hidden="true" data-testid="feedback-dot" className="order-tabs__dot" />;

/**
 * The list tabs (query parameter tab); 待反馈 carries a red dot. The list sits in the open panel.
 * On a phone the tabs keep their labels on one line and the row scrolls (global.css,
 * .order-tabs): squeezed, 全部订单 broke into two lines.
 */
export function OrderTabsBar({
  tabs,
  tab,
  onChange,
  children,
}: {
  tabs: readonly OrderTab[];
  tab: number;
  onChange: (tab: number) => void;
  children: ReactNode;
}) {
  return (
    <LineTabs
      tabs={tabs.map((t) => ({ value: String(t.tab), label: t.label, mark: t.tab === FEEDBACK_TAB ? feedbackDot : undefined }))}
      selected={String(tab)}
      onSelect={(value) => onChange(Number(value))}
      panel={(_, isSelected) => (isSelected ? children : null)}
      listClassName="order-tabs"
    />
  );
}
