import * as v from 'valibot';
import type { OrderDetail } from '../../../src/domain/order/order';
import { listOf, nullableNum, nullableText, num, oneIsYes, optionalNum, text } from '../answer-shapes';

/**
 * The answers of the /v2/orders calls (spec 1 section 7) as HttpOrderGateway checks them: a
 * list entry that is null, a list that is text, an order without its id or status become a
 * handled failure (暂无订单！ and the generic toast) instead of a broken or fake row.
 */
const area = v.optional(v.nullable(v.union([v.pipe(v.number(), v.finite()), v.string()])), null);

const OrderListItemSchema = v.object({
  order_id: num,
  garden: nullableText,
  status_name: v.string(),
  orderPrice: nullableNum,
  contact: nullableText,
  locationName: nullableText,
  deco_type_name: nullableText,
  area,
  budget_name: nullableText,
  bidder_timestamp: nullableNum,
  isCollected: nullableNum,
  subUserName: nullableText,
  subUserPhone: nullableText,
  closed: optionalNum(0),
  complaintIt: nullableNum,
  companyName: v.optional(v.nullable(v.string())),
});

const HeadlineSchema = v.object({ desc: text, title: text, content: nullableText });

export const OrderListSchema = v.pipe(
  v.nullable(
    v.object({
      items: v.optional(v.object({ order: listOf(OrderListItemSchema), toutiao: v.optional(v.nullable(v.object({ items: listOf(HeadlineSchema) }))) })),
      total: optionalNum(0),
    }),
  ),
  v.transform((data) => ({ orders: data?.items?.order ?? [], headlines: data?.items?.toutiao?.items ?? [], total: data?.total ?? 0 })),
);

const FeedbackSchema = v.object({
  timestamp: num,
  subUserName: nullableText,
  leftStatus: nullableText,
  rightStatus: nullableText,
  content: nullableText,
  isAdmin: v.optional(v.union([num, v.boolean()]), 0),
});

export const OrderDetailSchema = v.pipe(
  v.object({
    order: v.object({
      contact: nullableText,
      phone: nullableText,
      phone2: nullableText,
      weixin: nullableText,
      addr: nullableText,
      house_model_name: nullableText,
      deco_mode_name: nullableText,
      style_name: nullableText,
      subUserName: nullableText,
      subUserPhone: nullableText,
      orderPrice: nullableNum,
      demand: nullableText,
      status: num,
      closed: optionalNum(0),
      complaintIt: nullableNum,
    }),
    feedbacks: listOf(FeedbackSchema),
  }),
  v.transform((data): OrderDetail => ({ ...data.order, feedbacks: data.feedbacks })),
);

export const ArrivalSchema = v.pipe(
  v.nullable(v.object({ arrival: optionalNum(0) })),
  v.transform((data) => data?.arrival ?? 0),
);

/** ?simple=1: only the order's name (the wallet's order deductions). */
export const OrderNameSchema = v.object({ orderName: v.string() });

/** GET /v2/orders/index-slide: the home carousel. */
const SlideSchema = v.object({ id: num, title: text, img_url: v.string(), link_url: nullableText });
export const SlidesSchema = listOf(SlideSchema);

/**
 * GET /v2/orders/checkTime: data 1 shows the feedback reminder (spec 1 section 7). Any other
 * answer, a malformed one included, shows none and no toast: a reminder is not worth an error.
 */
export const FeedbackReminderSchema = oneIsYes;
