import { TOKENS } from '../tokens';
import { callPort } from '../read-port';
import { APPEAL_PAGE_SIZE } from '../../domain/appeal/appeal-entry';

/** One page of the company's appeals: 15 from an offset. */
export const LoadAppeals = callPort(TOKENS.AppealGateway, (appeals, offset: number) => appeals.list(offset, APPEAL_PAGE_SIZE));
export type LoadAppeals = InstanceType<typeof LoadAppeals>;
