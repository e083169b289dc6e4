import type { Answer } from './order-gateway';

/** GET /v2/orders/{id}?simple=1: an order's name, for the wallet's order deductions. */
export interface OrderNames {
  orderName(orderId: number): Answer<string>;
}
