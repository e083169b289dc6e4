import { ORDER_STATUS, type OrderStatusCode, statusName } from '../../src/domain/order/order-status';
import type { StoredOrder } from './in-memory-order-gateway';
import { anOrder } from './order-fixtures';

const STATUSES: OrderStatusCode[] = [2, 3, 4, 2, 5, 1, 3, 0, 4, 3, 2, 5];
const GARDENS = ['绿城桂花园', '万科良渚', '滨江金色', '西溪诚园', '九堡家苑'];
const DAY = 86_400;

/**
 * A merchant's orders for the in-memory gateway, shaped as the mock's demo list is: every status,
 * some followed, some hidden, some assigned to `subUser`, one or two a day back from now.
 */
export function orderWorld(subUser: { id: number; realname: string }, count = 30): StoredOrder[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, i) => {
    const status = STATUSES[i % STATUSES.length];
    const assigned = i % 4 === 1 && status !== ORDER_STATUS.pending && status !== ORDER_STATUS.rejected;
    return {
      ...anOrder({
        order_id: 300101 + i,
        garden: `${GARDENS[i % GARDENS.length]}${i + 1}期`,
        status_name: statusName(status),
        bidder_timestamp: Math.floor(now - i * 1.5 * DAY - 2 * 3600),
        isCollected: i % 7 === 3 ? now - i * DAY : null,
        closed: i % 11 === 9 ? 1 : 0,
        subUserName: assigned ? subUser.realname : null,
        subUserPhone: null,
      }),
      subUserId: assigned ? subUser.id : null,
    };
  });
}
