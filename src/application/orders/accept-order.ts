import { setOrderStatus } from './set-order-status';

/** 接单: status 3; the row becomes 已接单. */
export const AcceptOrder = setOrderStatus('accept');
export type AcceptOrder = InstanceType<typeof AcceptOrder>;
