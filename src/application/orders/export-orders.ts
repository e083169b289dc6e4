import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { OrderActor, type OrderActionResult } from './order-actor';
import { ok } from '../../domain/common/result';
import { type OrderFilters, exportFileName, exportQuery } from '../../domain/order/order-query';
import { canExport } from '../../domain/order/order-actions';
import { NO_PERMISSION_MESSAGE } from '../../domain/session/permissions';

export interface OrderSheet {
  blob: Blob;
  fileName: string;
}

/** 导出: VIP companies download the list (same search and filters) as a spreadsheet. */
export const ExportOrders = defineUseCase([TOKENS.OrderGateway, OrderActor, TOKENS.Clock], (orders, actor, clock) => ({
  async execute(filters: OrderFilters): Promise<OrderActionResult<OrderSheet>> {
    const user = actor.user();
    if (!user || !canExport(user.vipCompany) || actor.role() === 'GroupAccount')
      return actor.blocked(NO_PERMISSION_MESSAGE);
    const answer = await (await orders()).exportSheet(exportQuery(filters));
    if (!answer.ok) return actor.settle(answer, null, { blob: new Blob(), fileName: '' });
    return ok({ blob: answer.value, fileName: exportFileName(clock.now()) });
  },
}));
export type ExportOrders = InstanceType<typeof ExportOrders>;
