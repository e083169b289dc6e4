import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { formatDay } from '../../domain/common/time-format';
import { levelOf } from '../../domain/session/permissions';
import { InFlight } from '../in-flight';

/**
 * The feedback reminder: checkTime at most once per calendar day (the local date of the last
 * check is kept in feedback_dialog_time). Group accounts and users without the order module
 * have no order page to go to, so they are never asked. The date is stored only once the
 * answer has been handled: `deliver` says whether it reached a screen (a remount drops the
 * answer of the first mount, which must not use up the day).
 */
export const CheckFeedbackReminder = defineUseCase(
  [TOKENS.OrderGateway, TOKENS.SessionStore, TOKENS.SessionModel, TOKENS.Clock],
  (orders, store, session, clock) => {
    // One checkTime however many times the reminder mounts at once (strict mode mounts it twice).
    const asking = new InFlight<string, boolean>();
    return {
      async execute(deliver: (show: boolean) => boolean): Promise<void> {
        const role = session.$accountRole.getState();
        if (!session.$user.getState() || role === 'GroupAccount') return;
        if (levelOf(role, session.$permissionList.getState(), 'order') === 0) return;
        const today = formatDay(clock.now());
        if (store.getFeedbackCheckDate() === today) return;
        const show = await asking.run(today, async () => (await orders()).feedbackCheck());
        if (deliver(show)) store.setFeedbackCheckDate(today);
      },
    };
  },
);
export type CheckFeedbackReminder = InstanceType<typeof CheckFeedbackReminder>;

export const FEEDBACK_REMINDER = {
  title: '反馈提醒',
  text: '您有订单等待反馈，请及时更新订单进度。',
  confirm: '确定',
} as const;
