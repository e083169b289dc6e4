import { TOKENS } from '../tokens';
import { callPort } from '../read-port';

/** 最近提交记录: the last 3 licence submissions. */
export const LoadLicenceRecords = callPort(TOKENS.LicenceGateway, (gateway) => gateway.recentRecords());
export type LoadLicenceRecords = InstanceType<typeof LoadLicenceRecords>;
