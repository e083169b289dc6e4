import * as v from 'valibot';
import { ApiClient } from './api-client';
import type { SubsidiaryGateway } from '../../application/ports/subsidiary-gateway';
import type { SubsidiaryDraft } from '../../domain/company/subsidiary-form';
import { company } from '../../../contracts/api/company';
import { ChildBody } from '../../../contracts/api/wire/company';
import { PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE } from '../../domain/common/business-codes';

export class HttpSubsidiaryGateway implements SubsidiaryGateway {
  constructor(private readonly api: ApiClient) {}

  list() {
    return this.api.call(company.subsidiaries, {});
  }

  add(draft: SubsidiaryDraft) {
    // 20101 (phone registered) and 20102 (wrong code) are shown at their fields by the form.
    return this.api.call(company.addSubsidiary, { body: v.parse(ChildBody, draft) }, { handledCodes: [PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE] });
  }
}
