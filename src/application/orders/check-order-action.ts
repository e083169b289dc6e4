import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Clock } from '../ports/clock';
import { OrderActor } from './order-actor';
import type { RowAction } from '../../domain/order/order-actions';
import type { OrderListItem } from '../../domain/order/order';
import { appealBlock } from '../../domain/order/appeal';

/**
 * Whether a row action may start (before a confirm or dialog opens), so that a viewer hears
 * 暂无该权限, a hidden order 订单已被隐藏 and an appeal its block message at once (also when
 * neither appeal type could be chosen: the dialog would offer nothing to do).
 */
@injectable()
export class CheckOrderAction {
  constructor(
    @inject(OrderActor) private readonly actor: OrderActor,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(action: RowAction, order: OrderListItem): boolean {
    if (this.actor.check(action, order)) return false;
    const block = action === 'appeal' ? appealBlock(order, this.clock.now()) : null;
    if (block) this.actor.blocked(block);
    return block === null;
  }
}
