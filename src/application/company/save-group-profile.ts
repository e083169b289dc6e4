import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { CompanyProfileGateway } from '../ports/company-profile-gateway';
import { type CompanySaveError, rejected } from './save-company-profile';
import { type Result, err, ok } from '../../domain/common/result';
import { COMPANY_MESSAGES } from '../../domain/company/company-profile';
import { parseForm } from '../../domain/common/schema';
import { GroupForm, type GroupFormValues, groupFormChanged } from '../../domain/company/group-form';
import type { Load } from '../ports/load';

/** groupInfo's submit: abbreviation and address through PUT /v2/account/company-profile. */
@injectable()
export class SaveGroupProfile {
  constructor(@inject(TOKENS.CompanyProfileGateway) private readonly gateway: Load<CompanyProfileGateway>) {}

  async execute(values: GroupFormValues, loaded: GroupFormValues): Promise<Result<null, CompanySaveError<keyof GroupFormValues>>> {
    const parsed = parseForm(GroupForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    if (!groupFormChanged(values, loaded)) return err({ kind: 'unchanged', message: COMPANY_MESSAGES.unchanged });
    const answer = await (await this.gateway()).saveGroup(parsed.value);
    return answer.ok ? ok(null) : err(rejected(answer.error));
  }
}
