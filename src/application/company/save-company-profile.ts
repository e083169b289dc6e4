import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { CompanyProfileGateway } from '../ports/company-profile-gateway';
import type { SessionModel } from '../session/session.model';
import { type CompanySaveError, rejected } from './company-errors';
import { type Result, err, ok } from '../../domain/common/result';
import type { CompanyProfile } from '../../domain/company/company-profile';
import { COMPANY_MESSAGES } from '../../domain/company/company-rules';
import type { Load } from '../ports/load';
import { formErrors } from '../../domain/common/schema';
import {
  type CompanyField, type CompanyFormValues, companyFormChanged, companyFormFor, companyFormValues, companyProfileSave, splitImageErrors,
  storedLicenceErrors,
} from '../../domain/company/company-form';

/**
 * enterpriseInfo's submit: a sub-account may not save; then the form's schema (its fields, then both images) and
 * "something changed" (无修改内容), in the spec's order; then the PUT with the licence rule.
 */
@injectable()
export class SaveCompanyProfile {
  constructor(
    @inject(TOKENS.CompanyProfileGateway) private readonly gateway: Load<CompanyProfileGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(values: CompanyFormValues, loaded: CompanyProfile): Promise<Result<null, CompanySaveError<CompanyField>>> {
    if (this.session.$accountRole.getState() === 'SubAccount') return err({ kind: 'read-only' });
    const { fields, image } = splitImageErrors(formErrors(companyFormFor(loaded.licenseStatus), values));
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const stored = storedLicenceErrors(loaded);
    if (Object.keys(stored).length) return err({ kind: 'invalid', fields: stored });
    if (image) return err({ kind: 'missing-image', message: image });
    if (!companyFormChanged(values, companyFormValues(loaded))) return err({ kind: 'unchanged', message: COMPANY_MESSAGES.unchanged });
    const answer = await (await this.gateway()).save(companyProfileSave(values, loaded));
    return answer.ok ? ok(null) : err(rejected(answer.error));
  }
}
