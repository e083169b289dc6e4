import type { MessageDetail, MessagePage } from '../../domain/message/message';
import type { Answer } from './order-gateway';

/** The message centre: /v2/notify/msg-box and the notification-dot clear. */
export interface MessageGateway {
  list(offset: number, limit: number): Answer<MessagePage>;
  detail(id: number): Answer<MessageDetail>;
  /** POST /v2/notify/point/type with id, type_list and user_id. */
  clearDot(messageId: number, userId: number): Answer;
  readAll(): Answer;
}
