import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { CompanyProfileGateway } from '../../application/ports/company-profile-gateway';
import type { CompanyProfileSave, GroupProfileSave } from '../../domain/company/company-profile';
import { GroupBody, ProfileSchema, toProfileBody } from '../../../contracts/api/wire/company';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';

/** The answer's schema, where the OpenAPI generator reads the gateways' answers. */
export { ProfileSchema };

export class HttpCompanyProfileGateway implements CompanyProfileGateway {
  constructor(private readonly api: ApiClient) {}

  async load() {
    const answer = await this.api.get<unknown>('/account/company-profile', { query: { thumbnailWidth: 134 } });
    return checked(this.api, ProfileSchema, 'GET /account/company-profile')(answer);
  }

  // 20022 is silent on the company profile (spec 2 section 8): the form stays as typed.
  save(profile: CompanyProfileSave) {
    return this.api.put<unknown>('/account/company-profile', toProfileBody(profile), { handledCodes: [AUDIT_FAILED_CODE] }).then(toResult);
  }

  saveGroup(profile: GroupProfileSave) {
    return this.api.put<unknown>('/account/company-profile', v.parse(GroupBody, profile), { handledCodes: [AUDIT_FAILED_CODE] }).then(toResult);
  }
}
