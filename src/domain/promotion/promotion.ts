import { REVIEW_TABS } from '../content/review-status';

/** A promotion as the backend sends it (spec 2 section 3). */
export interface Promotion {
  id: number;
  title: string;
  /** The stored cover key that is sent back on save. */
  poster: string;
  /** The cover as a displayable URL. */
  picture: string;
  content: string;
  begin_time: number | string;
  end_time: number | string;
  /** Publish time. */
  timestamp: number | string;
  /** 1 passed, 2 pending, 3 failed. */
  status: number;
}

export interface PromotionPage {
  items: Promotion[];
  total: number;
}

export interface PromotionPayload {
  title: string;
  poster: string;
  content: string;
  /** yyyy-MM-dd 00:00:00 */
  begin_time: string;
  /** yyyy-MM-dd 23:59:59 */
  end_time: string;
}

export const PROMOTION_PAGE_SIZE = 10;

/** The list tabs 全部 已通过 待审核 未通过; 全部 is sent as status 0 (spec 2 section 7). */
export const PROMOTION_TABS: readonly { label: string; status: 0 | 1 | 2 | 3 }[] = REVIEW_TABS.map((t) => ({
  label: t.label,
  status: t.status === undefined || t.status === 0 ? 0 : t.status,
}));
