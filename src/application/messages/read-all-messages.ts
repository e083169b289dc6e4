import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { MessageGateway } from '../ports/message-gateway';
import { RefreshMessageDot } from './refresh-message-dot';
import type { Load } from '../ports/load';

/** 全部已读: PUT read-all, then the dot is read again (the screen reloads its list). */
@injectable()
export class ReadAllMessages {
  constructor(
    @inject(TOKENS.MessageGateway) private readonly messages: Load<MessageGateway>,
    @inject(RefreshMessageDot) private readonly dot: RefreshMessageDot,
  ) {}

  async execute() {
    const answer = await (await this.messages()).readAll();
    if (answer.ok) await this.dot.execute();
    return answer;
  }
}
