/** An order (customer lead) as the list sends it (spec 1 section 3). Timestamps are Unix seconds. */
export interface OrderListItem {
  order_id: number;
  garden: string | null;
  status_name: string;
  orderPrice: number | null;
  contact: string | null;
  locationName: string | null;
  deco_type_name: string | null;
  area: number | string | null;
  budget_name: string | null;
  bidder_timestamp: number | null;
  /** Non-null means followed. */
  isCollected: number | null;
  subUserName: string | null;
  subUserPhone: string | null;
  /** 0 visible, 1 hidden. */
  closed: number;
  complaintIt: number | null;
  /** Group view only: the responsible company. */
  companyName?: string | null;
}

export interface FeedbackRecord {
  timestamp: number;
  subUserName: string | null;
  leftStatus: string | null;
  rightStatus: string | null;
  content: string | null;
  /** An official reply from the platform. */
  isAdmin: number | boolean;
}

export interface OrderDetail {
  contact: string | null;
  phone: string | null;
  phone2: string | null;
  weixin: string | null;
  addr: string | null;
  house_model_name: string | null;
  deco_mode_name: string | null;
  style_name: string | null;
  subUserName: string | null;
  subUserPhone: string | null;
  orderPrice: number | null;
  demand: string | null;
  status: number;
  closed: number;
  complaintIt: number | null;
  feedbacks: FeedbackRecord[];
}

export interface Headline {
  desc: string;
  title: string;
  content: string | null;
}

export interface SubAccount {
  id: number;
  realname: string;
  phone: string;
  head_img_url: string | null;
}

export const isHidden = (order: Pick<OrderListItem, 'closed'>) => Number(order.closed) === 1;
export const isFollowed = (order: Pick<OrderListItem, 'isCollected'>) =>
  order.isCollected !== null && order.isCollected !== undefined;
export const isAssigned = (order: Pick<OrderListItem, 'subUserName'>) => Boolean(order.subUserName);

export const HIDDEN_ORDER_MESSAGE = '订单已被隐藏';
