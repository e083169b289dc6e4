import { rowAction } from './row-action';
import { ORDER_SUCCESS } from '../../domain/order/order-status';

/** 恢复: closed back to 0. */
export const RestoreOrder = rowAction('restore', async (orders, actor, order, change) =>
  actor.settle(await orders.close(order.order_id, 0), ORDER_SUCCESS.restored, change),
);
export type RestoreOrder = InstanceType<typeof RestoreOrder>;
