import * as v from 'valibot';
import { ApiClient } from './api-client';
import type { CompanyProfileGateway } from '../../application/ports/company-profile-gateway';
import type { CompanyProfileSave, GroupProfileSave } from '../../domain/company/company-profile';
import { company } from '../../../contracts/api/company';
import { GroupBody, toProfileBody } from '../../../contracts/api/wire/company';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';

export class HttpCompanyProfileGateway implements CompanyProfileGateway {
  constructor(private readonly api: ApiClient) {}

  load() {
    return this.api.call(company.profile, { query: { thumbnailWidth: 134 } });
  }

  // 20022 is silent on the company profile (spec 2 section 8): the form stays as typed.
  save(profile: CompanyProfileSave) {
    return this.api.call(company.saveProfile, { body: toProfileBody(profile) }, { handledCodes: [AUDIT_FAILED_CODE] });
  }

  saveGroup(profile: GroupProfileSave) {
    return this.api.call(company.saveProfile, { body: v.parse(GroupBody, profile) }, { handledCodes: [AUDIT_FAILED_CODE] });
  }
}
