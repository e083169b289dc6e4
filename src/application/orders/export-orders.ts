import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import type { Clock } from '../ports/clock';
import { OrderActor, type OrderActionResult } from './order-actor';
import { ok } from '../../domain/common/result';
import { type OrderFilters, exportFileName, exportQuery } from '../../domain/order/order-query';
import { canExport } from '../../domain/order/order-actions';
import { NO_PERMISSION_MESSAGE } from '../../domain/session/permissions';
import type { Load } from '../ports/load';

export interface OrderSheet {
  blob: Blob;
  fileName: string;
}

/** 导出: VIP companies download the list (same search and filters) as a spreadsheet. */
@injectable()
export class ExportOrders {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(filters: OrderFilters): Promise<OrderActionResult<OrderSheet>> {
    const user = this.actor.user();
    if (!user || !canExport(user.vipCompany) || this.actor.role() === 'GroupAccount')
      return this.actor.blocked(NO_PERMISSION_MESSAGE);
    const answer = await (await this.orders()).exportSheet(exportQuery(filters));
    if (!answer.ok) return this.actor.settle(answer, null, { blob: new Blob(), fileName: '' });
    return ok({ blob: answer.value, fileName: exportFileName(this.clock.now()) });
  }
}
