import { TOKENS } from '../tokens';
import { callPort } from '../read-port';
import { MESSAGE_PAGE_SIZE } from '../../domain/message/message';

/** One page of the message centre: 15 from an offset. */
export const LoadMessages = callPort(TOKENS.MessageGateway, (messages, offset: number) => messages.list(offset, MESSAGE_PAGE_SIZE));
export type LoadMessages = InstanceType<typeof LoadMessages>;
