import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { MessageGateway } from '../ports/message-gateway';
import type { SessionModel } from '../session/session.model';
import type { BusinessError } from '../errors';
import { type Result, ok } from '../../domain/common/result';
import { type MessageDetail, type MessageSummary, isUnread, markRead } from '../../domain/message/message';
import { RefreshMessageDot } from './refresh-message-dot';
import type { Load } from '../ports/load';

/**
 * Opening a message loads it (its contentList). An unread one is then marked read through the
 * dot clear (POST /v2/notify/point/type with id, type_list, user_id) and the dot is read again.
 */
@injectable()
export class OpenMessage {
  constructor(
    @inject(TOKENS.MessageGateway) private readonly messages: Load<MessageGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(RefreshMessageDot) private readonly dot: RefreshMessageDot,
  ) {}

  async execute(message: MessageSummary): Promise<Result<MessageDetail, BusinessError>> {
    const detail = await (await this.messages()).detail(message.id);
    if (!detail.ok || !isUnread(message)) return detail;
    const userId = this.session.$user.getState()?.user_id;
    if (!userId) return detail;
    const cleared = await (await this.messages()).clearDot(message.id, userId);
    if (!cleared.ok) return detail;
    await this.dot.execute();
    return ok(markRead(detail.value));
  }
}
