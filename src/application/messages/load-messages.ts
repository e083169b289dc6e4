import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { MessageGateway } from '../ports/message-gateway';
import { MESSAGE_PAGE_SIZE } from '../../domain/message/message';
import type { Load } from '../ports/load';

/** One page of the message centre: 15 from an offset. */
@injectable()
export class LoadMessages {
  constructor(@inject(TOKENS.MessageGateway) private readonly messages: Load<MessageGateway>) {}

  async execute(offset: number) {
    return (await this.messages()).list(offset, MESSAGE_PAGE_SIZE);
  }
}
