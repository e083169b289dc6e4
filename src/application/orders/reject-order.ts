import { setOrderStatus } from './set-order-status';

/**
 * 拒绝: status 0; the row becomes 已拒绝. The screen plans it on the click and sends the plan
 * after its confirm (请确定是否拒绝该订单).
 */
export const RejectOrder = setOrderStatus('reject');
export type RejectOrder = InstanceType<typeof RejectOrder>;
