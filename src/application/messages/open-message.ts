import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import type { BusinessError } from '../errors';
import { type Result, ok } from '../../domain/common/result';
import { type MessageDetail, type MessageSummary, isUnread, markRead } from '../../domain/message/message';
import { RefreshMessageDot } from './refresh-message-dot';

/**
 * Opening a message loads it (its contentList). An unread one is then marked read through the
 * dot clear (POST /v2/notify/point/type with id, type_list, user_id) and the dot is read again.
 */
export const OpenMessage = defineUseCase([TOKENS.MessageGateway, TOKENS.SessionModel, RefreshMessageDot], (messages, session, dot) => ({
  async execute(message: MessageSummary): Promise<Result<MessageDetail, BusinessError>> {
    const gateway = await messages();
    const detail = await gateway.detail(message.id);
    if (!detail.ok || !isUnread(message)) return detail;
    const userId = session.$user.getState()?.user_id;
    if (!userId) return detail;
    const cleared = await gateway.clearDot(message.id, userId);
    if (!cleared.ok) return detail;
    await dot.execute();
    return ok(markRead(detail.value));
  },
}));
export type OpenMessage = InstanceType<typeof OpenMessage>;
