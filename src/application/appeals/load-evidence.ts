import { TOKENS } from '../tokens';
import { callPort } from '../read-port';

/** One appeal evidence image as a blob (the screen shows it from an object URL). */
export const LoadEvidence = callPort(TOKENS.AppealGateway, (appeals, file: string, signal?: AbortSignal) => appeals.evidence(file, signal));
export type LoadEvidence = InstanceType<typeof LoadEvidence>;
