import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Notifier } from '../ports/notifier';
import type { SessionModel } from '../session/session.model';
import type { BusinessError } from '../errors';
import { type Err, type Result, err, ok } from '../../domain/common/result';
import { type RowAction, actionBlock } from '../../domain/order/order-actions';
import type { OrderListItem } from '../../domain/order/order';
import { COMPANY_INFO_INCOMPLETE_CODE } from '../../domain/common/business-codes';

/** Why an order action did not happen. Every kind has already been told to the user. */
export type OrderActionError =
  /** A local rule (permission, hidden order, validation): shown as a warning. */
  | { kind: 'blocked'; message: string }
  /** 20407 on accept or reject: the screen opens the company info dialog. */
  | { kind: 'company-incomplete' }
  /** The server refused; the request layer showed its msg (20022 and the rest). */
  | { kind: 'rejected'; code: number; message: string };

export type OrderActionResult<T = true> = Result<T, OrderActionError>;


/**
 * A row action that needs no dialog: `plan` checks the rule (a block is shown) and states the
 * row's new state, before anything is sent; `send` makes the call with that plan. The screen
 * applies the plan at once and sends it; `execute` does both for callers without a screen.
 * The rule and the new state are thus computed once per action.
 */
export interface PlannedOrderAction {
  plan(order: OrderListItem): OrderActionResult<Partial<OrderListItem>>;
  send(order: OrderListItem, change: Partial<OrderListItem>): Promise<OrderActionResult<Partial<OrderListItem>>>;
}

/** `plan`, then `send` when the plan is allowed. */
export async function planAndSend(action: PlannedOrderAction, order: OrderListItem): Promise<OrderActionResult<Partial<OrderListItem>>> {
  const plan = action.plan(order);
  return plan.ok ? action.send(order, plan.value) : plan;
}

/**
 * Who acts on orders: the signed-in role and permission list from the session model, and
 * the one place that turns a blocked rule into the warning the user sees.
 */
@injectable()
export class OrderActor {
  constructor(
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  role() {
    return this.session.$accountRole.getState();
  }

  user() {
    return this.session.$user.getState();
  }

  /** The rule check of an action and, when it passes, the row's new state. */
  plan<T>(action: RowAction, order: Pick<OrderListItem, 'closed'>, change: T): Result<T, OrderActionError> {
    return this.check(action, order) ?? ok(change);
  }

  /** The rule check of an action; a block is shown and returned as an error. */
  check(action: RowAction, order: Pick<OrderListItem, 'closed'>): Err<OrderActionError> | null {
    const message = actionBlock(action, order, this.role(), this.session.$permissionList.getState());
    return message ? this.blocked(message) : null;
  }

  blocked(message: string): Err<OrderActionError> {
    this.notifier.warning(message);
    return err({ kind: 'blocked', message });
  }

  /** A server answer: success shows its message, 20407 is left to the screen. */
  settle<T>(answer: Result<unknown, BusinessError>, success: string | null, value: T, hint?: string): OrderActionResult<T> {
    if (!answer.ok) {
      const { code, msg } = answer.error;
      return err(code === COMPANY_INFO_INCOMPLETE_CODE ? { kind: 'company-incomplete' } : { kind: 'rejected', code, message: msg });
    }
    if (success) this.notifier.success(success, hint);
    return ok(value);
  }
}
