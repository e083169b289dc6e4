import { memo, useLayoutEffect, useRef } from 'react';
import { Badge } from '@chakra-ui/react';
import type { OrderListItem } from '../../../domain/order/order';
import { isBatchAssignable } from '../../../domain/order/order-actions';
import { areaOf, gardenOf, priceOf, shown, timeOf } from '../../../domain/order/order-display';
import { useFlag } from '../../components/keyed-flags';
import { useOrderRowContext } from './order-row-context';
import { OrderRowActions } from './order-row-actions';
import { OrderDetails } from './order-details';
import { focusLost, focusRow } from './row-focus';
import './order-row-phone.css';

const STATUS_COLOR: Record<string, string> = { 待接单: 'orange', 已拒绝: 'gray', 已签约: 'green' };

function Field({ label, value }: { label: string; value: string }) {
  return (
    <p className="order-row__field">
      <span>{label}：</span>
      {value}
    </p>
  );
}

/** One order: summary, actions, and (expanded) the details. Re-renders only for itself. */
export const OrderRow = memo(function OrderRow({ order }: { order: OrderListItem }) {
  const { expanded, selection, batch, readOnly } = useOrderRowContext();
  const open = useFlag(expanded, order.order_id);
  const selected = useFlag(selection, order.order_id);
  const titleId = `order-${order.order_id}-title`;
  const selectable = batch && isBatchAssignable(order);
  // The row's control that last had focus: when a change of the row removes it (接单), focus
  // moves to the row's first action instead of falling to the page (issue 59).
  const lastFocused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (lastFocused.current && !lastFocused.current.isConnected && focusLost()) focusRow(order.order_id);
  });
  // Plain elements with the app stylesheet's classes (global.css) around Chakra's badges and
  // buttons: a row is drawn up to 15 times at once when a page of orders arrives, and resolving
  // two dozen Chakra style props per row made that render one of /order's longest tasks (issue 13).
  return (
    <article aria-labelledby={titleId} data-order-row={order.order_id} className="order-row" onFocus={(e) => (lastFocused.current = e.target)}>
      <div className="order-row__head">
        <div className="order-row__title">
          {selectable && (
            <input
              type="checkbox"
              aria-label={`选择订单${order.order_id}`}
              checked={selected}
              onChange={() => selection.toggle(order.order_id)}
              style={{ width: 18, height: 18 }}
            />
          )}
          <h3 id={titleId} tabIndex={-1}>{gardenOf(order.garden)}</h3>
          <Badge colorPalette={STATUS_COLOR[order.status_name] ?? 'blue'} data-testid="order-status">
            {order.status_name}
          </Badge>
          {order.closed === 1 && <Badge colorPalette="gray">已隐藏</Badge>}
          {order.isCollected !== null && order.isCollected !== undefined && <Badge colorPalette="yellow">已关注</Badge>}
        </div>
        <p className="order-row__time">
          订单号：{order.order_id} · {timeOf(order.bidder_timestamp)}
        </p>
      </div>
      <div className="order-row__fields">
        {readOnly && <Field label="所属公司" value={shown(order.companyName)} />}
        <Field label="联系人" value={shown(order.contact)} />
        <Field label="所在地区" value={shown(order.locationName)} />
        <Field label="装修类型" value={shown(order.deco_type_name)} />
        <Field label="面积" value={areaOf(order.area)} />
        <Field label="预算" value={shown(order.budget_name)} />
        <Field label="订单价格" value={priceOf(order.orderPrice)} />
        {(order.subUserName || readOnly) && <Field label="设计师" value={shown(order.subUserName)} />}
        {readOnly && <Field label="设计师电话" value={shown(order.subUserPhone)} />}
      </div>
      <OrderRowActions order={order} open={open} />
      {open && <OrderDetails orderId={order.order_id} />}
    </article>
  );
});
