import type { MessageGateway } from '../../src/application/ports/message-gateway';
import { type MessageDetail, type MessageSummary, markRead } from '../../src/domain/message/message';
import { CallRecorder } from './in-memory-order-gateway';

/** Messages kept in memory; clearDot and readAll mark them read, as the backend does. */
export class InMemoryMessageGateway extends CallRecorder implements MessageGateway {
  constructor(public messages: MessageDetail[] = []) {
    super();
  }
  unread = () => this.messages.some((m) => m.status === 2);
  list = (offset: number, limit: number) => {
    const items: MessageSummary[] = this.messages.slice(offset, offset + limit).map(({ contentList: _c, ...m }) => m);
    return this.answer('list', [offset, limit], { items, total: this.messages.length });
  };
  detail = (id: number) => {
    const found = this.messages.find((m) => m.id === id);
    if (!found) this.refuse(20404, '消息不存在');
    return this.answer('detail', [id], found as MessageDetail);
  };
  clearDot = (messageId: number, userId: number) => {
    this.messages = this.messages.map((m) => (m.id === messageId ? markRead(m) : m));
    return this.answer('clearDot', [messageId, userId], null);
  };
  readAll = () => {
    this.messages = this.messages.map(markRead);
    return this.answer('readAll', [], null);
  };
}

export const aMessage = (id: number, status: 1 | 2 = 1): MessageDetail => ({
  id,
  title: `消息${id}`,
  content: '内容',
  timestamp: 1716000000 + id,
  status,
  contentList: [{ key: '订单编号', value: String(501000 + id) }],
});
