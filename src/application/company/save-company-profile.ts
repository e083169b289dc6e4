import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { CompanyProfileGateway } from '../ports/company-profile-gateway';
import type { SessionModel } from '../session/session.model';
import { type Result, err, ok } from '../../domain/common/result';
import { type CompanyProfile, COMPANY_MESSAGES } from '../../domain/company/company-profile';
import type { Load } from '../ports/load';
import { formErrors } from '../../domain/common/schema';
import {
  type CompanyField, type CompanyFormValues, companyFormChanged, companyFormFor, companyFormValues, companyProfileSave, splitImageErrors,
  storedLicenceErrors,
} from '../../domain/company/company-profile';
import type { BusinessError, InvalidFields } from '../errors';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';

/** Why a company-screen save did not happen; the screen shows the spec's message for each. */
export type CompanySaveError<F extends string = string> =
  | { kind: 'read-only' }
  | { kind: 'unavailable'; message: string }
  | InvalidFields<F>
  | { kind: 'missing-image'; message: string }
  | { kind: 'unchanged'; message: string }
  /** A business answer; the request layer already toasted it unless it is `silent` (20022). */
  | { kind: 'rejected'; code: number; message: string; silent: boolean };

export const rejected = (e: BusinessError): CompanySaveError => ({
  kind: 'rejected',
  code: e.code,
  message: e.msg,
  // 20022 is silent on the company screens (spec 2 section 8): the form is kept as typed.
  silent: e.code === AUDIT_FAILED_CODE,
});

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
