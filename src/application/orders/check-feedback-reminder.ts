import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from '../session/session.model';
import type { Clock } from '../ports/clock';
import { formatDay } from '../../domain/common/time-format';
import { levelOf } from '../../domain/session/permissions';
import { InFlight } from '../in-flight';
import type { Load } from '../ports/load';

/**
 * The feedback reminder: checkTime at most once per calendar day (the local date of the last
 * check is kept in feedback_dialog_time). Group accounts and users without the order module
 * have no order page to go to, so they are never asked. The date is stored only once the
 * answer has been handled: `deliver` says whether it reached a screen (a remount drops the
 * answer of the first mount, which must not use up the day).
 */
@injectable()
export class CheckFeedbackReminder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  // One checkTime however many times the reminder mounts at once (strict mode mounts it twice).
  private readonly asking = new InFlight<string, boolean>();

  async execute(deliver: (show: boolean) => boolean): Promise<void> {
    const role = this.session.$accountRole.getState();
    if (!this.session.$user.getState() || role === 'GroupAccount') return;
    if (levelOf(role, this.session.$permissionList.getState(), 'order') === 0) return;
    const today = formatDay(this.clock.now());
    if (this.store.getFeedbackCheckDate() === today) return;
    const show = await this.asking.run(today, async () => (await this.orders()).feedbackCheck());
    if (deliver(show)) this.store.setFeedbackCheckDate(today);
  }
}

export const FEEDBACK_REMINDER = {
  title: '反馈提醒',
  text: '您有订单等待反馈，请及时更新订单进度。',
  confirm: '确定',
} as const;
