import type { LineTab } from './line-tabs';
import { FEEDBACK_TAB, type OrderTab } from '../../domain/order/order-tabs';

const feedbackDot = <span aria-hidden="true" data-testid="feedback-dot" className="order-tabs__dot" />;

/** The order lists' tabs as LineTabs draws them: 待反馈 carries a red dot. */
export const orderLineTabs = (tabs: readonly OrderTab[]): LineTab[] =>
  tabs.map((t) => ({ value: String(t.tab), label: t.label, mark: t.tab === FEEDBACK_TAB ? feedbackDot : undefined }));

/** The class of their row (global.css: white, scrolling on a phone). */
export const ORDER_TABS_CLASS = 'order-tabs';
