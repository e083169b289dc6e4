import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from '../session/session.model';
import type { Clock } from '../ports/clock';
import { formatDay } from '../../domain/order/time-range';
import { levelOf } from '../../domain/session/permissions';

/**
 * The feedback reminder: checkTime at most once per calendar day (the local date of the last
 * check is kept in feedback_dialog_time). Group accounts and users without the order module
 * have no order page to go to, so they are never asked.
 */
@injectable()
export class CheckFeedbackReminder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<boolean> {
    const role = this.session.$accountRole.getState();
    if (!this.session.$user.getState() || role === 'GroupAccount') return false;
    if (levelOf(role, this.session.$permissionList.getState(), 'order') === 0) return false;
    const today = formatDay(this.clock.now());
    if (this.store.getFeedbackCheckDate() === today) return false;
    this.store.setFeedbackCheckDate(today);
    return this.orders.feedbackCheck();
  }
}

export const FEEDBACK_REMINDER = {
  title: '反馈提醒',
  text: '您有订单等待反馈，请及时更新订单进度。',
  confirm: '确定',
} as const;
