import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { LicenceGateway } from '../ports/licence-gateway';
import type { SessionModel } from '../session/session.model';
import { type CompanySaveError, rejected } from './save-company-profile';
import { type Result, err, ok } from '../../domain/common/result';
import type { Load } from '../ports/load';
import { parseForm } from '../../domain/common/schema';
import {
  BUSINESS_INFO_BLOCKS, BusinessInfoForm, type BusinessInfoValues, businessInfoBlock, businessInfoSave, currentLicenseStatus,
} from '../../domain/company/business-info';

/** The session facts the availability rule reads: licence status and the company's own status. */
export const businessInfoState = (session: SessionModel) => ({
  licenseStatus: currentLicenseStatus(session.$licenseStatus.getState(), session.$user.getState()?.licenseStatus ?? -1),
  status: session.$user.getState()?.status ?? 1,
});

/** updateBusinessInfo's submit: available by the state rule, valid, then PUT /v2/account/license. */
@injectable()
export class UpdateBusinessInfo {
  constructor(
    @inject(TOKENS.LicenceGateway) private readonly gateway: Load<LicenceGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(values: BusinessInfoValues): Promise<Result<null, CompanySaveError<keyof BusinessInfoValues>>> {
    const state = businessInfoState(this.session);
    const block = businessInfoBlock(state.licenseStatus, state.status);
    if (block) return err({ kind: 'unavailable', message: BUSINESS_INFO_BLOCKS[block].title });
    const parsed = parseForm(BusinessInfoForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const answer = await (await this.gateway()).update(businessInfoSave(parsed.value));
    return answer.ok ? ok(null) : err(rejected(answer.error));
  }
}
