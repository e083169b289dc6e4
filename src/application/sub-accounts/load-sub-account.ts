import { TOKENS } from '../tokens';
import { readPort } from '../read-port';

/** The account being edited (accountAdd?id=). Failures are thrown. */
export const LoadSubAccount = readPort(TOKENS.SubAccountAdminGateway, (gateway, id: number) => gateway.one(id));
export type LoadSubAccount = InstanceType<typeof LoadSubAccount>;
