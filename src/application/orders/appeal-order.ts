import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ORDER_SUCCESS } from '../../domain/order/order-status';
import { APPEAL_MESSAGES, type AppealType } from '../../domain/order/appeal';
import { validateAppeal } from '../../domain/order/appeal-form';
import { ROW_CHANGES } from '../../domain/order/order-actions';

export type EvidenceImage = Blob & { name: string };

export interface AppealInput {
  order: OrderListItem;
  type: AppealType | null;
  content: string;
  images: EvidenceImage[];
}

/**
 * 订单申诉: the rules of spec 1 sections 4, 5 and 8, then each evidence image to update-pic,
 * then the appeal with the saved paths comma-joined. Success sets complaintIt to 2.
 */
export const AppealOrder = defineUseCase([TOKENS.AppealGateway, OrderActor, TOKENS.Clock], (appeals, actor, clock) => ({
  async execute(input: AppealInput): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = actor.check('appeal', input.order);
    if (blocked) return blocked;
    const invalid = validateAppeal(input.order, input, clock.now());
    if (invalid || !input.type) return actor.blocked(invalid ?? APPEAL_MESSAGES.typeRequired);
    const paths: string[] = [];
    for (const image of input.images) {
      const saved = await (await appeals()).uploadEvidence(image, image.name);
      if (!saved.ok) return actor.settle(saved, null, {});
      paths.push(saved.value);
    }
    const answer = await (await appeals()).file(input.order.order_id, {
      dataType: input.type,
      dataId: input.order.order_id,
      content: input.content.trim(),
      photo: paths.join(','),
    });
    return actor.settle(answer, ORDER_SUCCESS.appealed, ROW_CHANGES.appeal());
  },
}));
export type AppealOrder = InstanceType<typeof AppealOrder>;
