import type { Result } from '../../domain/common/result';
import type { Headline, OrderDetail, OrderListItem } from '../../domain/order/order';
import type { OrderQuery } from '../../domain/order/order-query';
import type { BusinessError } from '../errors';

export interface OrderPage {
  orders: OrderListItem[];
  /** The headlines (toutiao) come with every list answer; the home ticker shows them. */
  headlines: Headline[];
  total: number;
}

export interface FeedbackPayload {
  content: string;
  option: number;
  arrival: number;
  orderId: number;
}

export interface AssignPayload {
  orderId: number[];
  subUserId: number;
  subUserName: string;
}

export type Answer<T = unknown> = Promise<Result<T, BusinessError>>;

/** The /v2/orders calls of spec 1 section 7. Transport failures throw (already reported). */
export interface OrderGateway {
  list(query: OrderQuery, signal?: AbortSignal): Answer<OrderPage>;
  detail(orderId: number): Answer<OrderDetail>;
  arrival(orderId: number): Answer<number>;
  /** 3 accepts, 0 rejects; 20407 (company info incomplete) comes back as an error, untoasted. */
  setStatus(orderId: number, status: 3 | 0): Answer;
  feedback(payload: FeedbackPayload): Answer;
  assign(payload: AssignPayload): Answer;
  close(orderId: number, close: 0 | 1): Answer;
  follow(orderId: number): Answer;
  unfollow(orderId: number): Answer;
  /** True when the feedback reminder should appear (code 200, data 1). */
  feedbackCheck(): Promise<boolean>;
  exportSheet(query: Omit<OrderQuery, 'limit' | 'offset'>): Answer<Blob>;
}
