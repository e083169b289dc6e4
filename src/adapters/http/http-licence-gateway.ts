import * as v from 'valibot';
import { ApiClient } from './api-client';
import type { LicenceGateway } from '../../application/ports/licence-gateway';
import { type BusinessInfoSave, RECENT_RECORDS } from '../../domain/company/business-info';
import { company } from '../../../contracts/api/company';
import { honors } from '../../../contracts/api/honors';
import { LicenceBody } from '../../../contracts/api/wire/company';

export class HttpLicenceGateway implements LicenceGateway {
  constructor(private readonly api: ApiClient) {}

  update(info: BusinessInfoSave) {
    // Every refusal here (20407 ...) is shown as the server's message by the request layer.
    return this.api.call(company.saveLicence, { body: v.parse(LicenceBody, info) });
  }

  recentRecords() {
    return this.api.call(honors.list, { query: { type: 'BussinessLicense', ...RECENT_RECORDS } }, { variant: 'type=BussinessLicense' });
  }
}
