import { TOKENS } from '../tokens';
import { callPort } from '../read-port';

/** The signed-in account's company profile (a sub-account reads its company's). */
export const LoadCompanyProfile = callPort(TOKENS.CompanyProfileGateway, (gateway) => gateway.load());
export type LoadCompanyProfile = InstanceType<typeof LoadCompanyProfile>;
