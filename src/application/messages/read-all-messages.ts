import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { RefreshMessageDot } from './refresh-message-dot';

/** 全部已读: PUT read-all, then the dot is read again (the screen reloads its list). */
export const ReadAllMessages = defineUseCase([TOKENS.MessageGateway, RefreshMessageDot], (messages, dot) => ({
  async execute() {
    const answer = await (await messages()).readAll();
    if (answer.ok) await dot.execute();
    return answer;
  },
}));
export type ReadAllMessages = InstanceType<typeof ReadAllMessages>;
