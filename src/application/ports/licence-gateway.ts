import type { Answer } from './order-gateway';
import type { BusinessInfoSave, LicenceRecord } from '../../domain/company/business-info';

/** The business licence: PUT /v2/account/license and its records (GET /v2/account/honors?type=BussinessLicense). */
export interface LicenceGateway {
  update(info: BusinessInfoSave): Answer;
  recentRecords(): Answer<LicenceRecord[]>;
}
