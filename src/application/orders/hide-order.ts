import { rowAction } from './row-action';
import { isFollowed } from '../../domain/order/order';
import { ORDER_SUCCESS } from '../../domain/order/order-status';

/** 隐藏: a followed order is unfollowed first, then closed (1). */
export const HideOrder = rowAction('hide', async (orders, actor, order, change) => {
  if (isFollowed(order)) {
    const unfollowed = await orders.unfollow(order.order_id);
    if (!unfollowed.ok) return actor.settle(unfollowed, null, {});
  }
  const answer = await orders.close(order.order_id, 1);
  return actor.settle(answer, ORDER_SUCCESS.hidden, change, ORDER_SUCCESS.hiddenHint);
});
export type HideOrder = InstanceType<typeof HideOrder>;
