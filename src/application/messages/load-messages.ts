import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { MessageGateway } from '../ports/message-gateway';
import { MESSAGE_PAGE_SIZE } from '../../domain/message/message';

/** One page of the message centre: 15 from an offset. */
@injectable()
export class LoadMessages {
  constructor(@inject(TOKENS.MessageGateway) private readonly messages: MessageGateway) {}

  execute(offset: number) {
    return this.messages.list(offset, MESSAGE_PAGE_SIZE);
  }
}
