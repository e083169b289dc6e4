import { TOKENS } from '../tokens';
import { callPort } from '../read-port';

/** The group's child companies (subsidiary screen). */
export const LoadSubsidiaries = callPort(TOKENS.SubsidiaryGateway, (gateway) => gateway.list());
export type LoadSubsidiaries = InstanceType<typeof LoadSubsidiaries>;
