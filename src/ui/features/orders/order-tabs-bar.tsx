import { type ReactNode, useState } from 'react';
import type { OrderTab } from '../../../domain/order/order-tabs';
import { LineTabs } from '../../components/line-tabs';
import { afterNextPaint } from '../../components/next-task';
import { ORDER_TABS_CLASS, orderLineTabs } from '../../components/order-line-tabs';

/**
 * The list tabs (query parameter tab); 待反馈 carries a red dot. The list sits in the open panel.
 * On a phone the tabs keep their labels on one line and the row scrolls (global.css,
 * .order-tabs): squeezed, 全部订单 broke into two lines.
 *
 * A pick is drawn in the click's frame and `onChange` (the navigation to the new address) runs
 * in a task after that frame: in the click, the router's navigation (history, route matching,
 * its stores and their subscribers) took about half of a tab switch at 4x CPU (issue 48).
 */
export function OrderTabsBar({
  tabs,
  tab,
  onChange,
  children,
}: {
  tabs: readonly OrderTab[];
  tab: number;
  onChange: (tab: number) => Promise<void> | void;
  children: ReactNode;
}) {
  // The tab asked for while the address still says `from`; once the address moves (this pick's
  // navigation, or another: back, a link) it no longer applies.
  const [ask, setAsk] = useState<{ to: number; from: number } | null>(null);
  const asked = ask && ask.from === tab && ask.to !== tab ? ask.to : undefined;
  // Once the address has moved, the ask is done with, also when its navigation never settles
  // (another took its place): coming back to `from` later must not draw it again.
  if (ask && ask.from !== tab) setAsk(null);
  const select = (to: number) => {
    if (to === (asked ?? tab)) return;
    setAsk({ to, from: tab });
    afterNextPaint(() => {
      void Promise.resolve(onChange(to)).finally(() => setAsk((current) => (current?.to === to ? null : current)));
    });
  };
  return (
    <LineTabs
      tabs={orderLineTabs(tabs)}
      selected={String(tab)}
      asked={asked === undefined ? undefined : String(asked)}
      onSelect={(value) => select(Number(value))}
      panel={(_, isSelected) => (isSelected ? children : null)}
      listClassName={ORDER_TABS_CLASS}
    />
  );
}
