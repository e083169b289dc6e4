import { ApiClient } from './api-client';
import { DetailSchema, PageSchema, messages } from '../../../contracts/api/messages';
import type { MessageGateway } from '../../application/ports/message-gateway';
import { DOT_TYPE_LIST } from '../../domain/message/message';
import { ok } from '../../domain/common/result';

export { DetailSchema, PageSchema };

/** The message centre: list (limit 15, offset), one message, read-all and the dot clear. */
export class HttpMessageGateway implements MessageGateway {
  constructor(private readonly api: ApiClient) {}

  async list(offset: number, limit: number) {
    const answer = await this.api.call(messages.list, { query: { limit, offset } });
    return answer.ok ? ok({ items: answer.value.items ?? [], total: answer.value.total }) : answer;
  }

  async detail(id: number) {
    const answer = await this.api.call(messages.one, { params: { id } });
    return answer.ok ? ok({ ...answer.value, contentList: answer.value.contentList ?? [] }) : answer;
  }

  clearDot(messageId: number, userId: number) {
    return this.api.call(messages.clearDot, { body: { id: messageId, type_list: [...DOT_TYPE_LIST], user_id: userId } });
  }

  readAll() {
    return this.api.call(messages.readAll, {});
  }
}
