import { useQuery } from '@tanstack/react-query';
import { GetOrderDetail } from '../../../application/orders/order-queries';
import type { OrderDetail } from '../../../domain/order/order';
import { copyable, priceOf, shown } from '../../../domain/order/order-display';
import { useService } from '../../shared/container-context';
import { orderKeys } from '../../components/order-cache';
import { FeedbackHistory } from './feedback-history';
import { CopyPhone } from './copy-phone';
import { LoadingSpinner } from '../../components/loading-spinner';
import { LoadFailed, RELOADS_ONLINE } from '../../components/load-failed';
import { useAfterPaint } from '../../components/use-after-paint';
import './order-details.css';

// Plain elements with classes of their own stylesheet (order-details.css) instead of
// Chakra's Heading and Text: two dozen lines, each resolving its style props, were most of the
// render that 查看详情 waited for (issue 48).
function Section({ title, rows, phone }: { title: string; rows: [string, string][]; phone?: string | null }) {
  return (
    <div>
      <h4 className="order-details__title">{title}</h4>
      {rows.map(([label, value]) => (
        <p key={label} className="order-details__line">
          <span>{label}：</span>
          {value}
          {label === '手机号' && phone && copyable(phone) && (
            <>
              <a className="order-details__call" href={`tel:${phone}`} aria-label={`拨打${phone}`}>
                拨打
              </a>
              <CopyPhone phone={phone} />
            </>
          )}
        </p>
      ))}
    </div>
  );
}

const sections = (d: OrderDetail): [string, [string, string][]][] => [
  ['业主信息', [['联系人', shown(d.contact)], ['手机号', shown(d.phone)], ['备用电话', shown(d.phone2)], ['微信', shown(d.weixin)]]],
  ['房屋信息', [['地址', shown(d.addr)], ['户型', shown(d.house_model_name)], ['装修方式', shown(d.deco_mode_name)], ['风格', shown(d.style_name)]]],
  ['其他信息', [['设计师', shown(d.subUserName)], ['设计师电话', shown(d.subUserPhone)], ['订单价格', priceOf(d.orderPrice)]]],
];

function DetailBody({ data }: { data: OrderDetail }) {
  return (
    <div className="order-details__body">
      <div className="order-details__grid">
        {sections(data).map(([title, rows]) => (
          <Section key={title} title={title} rows={rows} phone={data.phone} />
        ))}
      </div>
      <Section title="装修需求" rows={[['需求', shown(data.demand)]]} />
      <div>
        <h4 className="order-details__title order-details__title--spaced">反馈记录</h4>
        <FeedbackHistory feedbacks={data.feedbacks} />
      </div>
    </div>
  );
}

/**
 * The expanded part of a row: owner, house and other info, demand and feedback history.
 * Mounted by 查看详情, it first commits its frame (the element the toggle's aria-controls names)
 * (with the spinner while the detail is asked for, or 详情加载失败 with 重试); the details themselves render in a task
 * after that frame has been drawn, so the click paints the toggle's 收起详情 without waiting for
 * them, even when the detail is already cached (issue 48). A deferred pass (useDeferredValue)
 * was not enough: its task ran before the frame, and the click still waited for the details.
 */
export function OrderDetails({ orderId }: { orderId: number }) {
  const getDetail = useService(GetOrderDetail);
  const detail = useQuery({ queryKey: orderKeys.detail(orderId), queryFn: () => getDetail.execute(orderId), ...RELOADS_ONLINE });
  const { data, isPending, isError } = detail;
  const ready = useAfterPaint();
  return (
    <div id={`order-${orderId}-details`} className="order-details">
      {isPending && <LoadingSpinner size="sm" />}
      {isError && <LoadFailed query={detail} text="详情加载失败" />}
      {ready && data && <DetailBody data={data} />}
    </div>
  );
}
