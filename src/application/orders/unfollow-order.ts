import { rowAction } from './row-action';
import { ORDER_SUCCESS } from '../../domain/order/order-status';

/** 取消关注. */
export const UnfollowOrder = rowAction('unfollow', async (orders, actor, order, change) =>
  actor.settle(await orders.unfollow(order.order_id), ORDER_SUCCESS.done, change),
);
export type UnfollowOrder = InstanceType<typeof UnfollowOrder>;
