import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { LicenceGateway } from '../ports/licence-gateway';
import type { SessionModel } from '../session/session.model';
import { type CompanySaveError, rejected } from './company-errors';
import { type Result, err, ok } from '../../domain/shared/result';
import type { Load } from '../ports/load';
import {
  BUSINESS_INFO_MESSAGES, type BusinessInfoValues, businessInfoBlock, currentLicenseStatus, businessInfoSave, validateBusinessInfo,
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
    if (businessInfoBlock(state.licenseStatus, state.status)) return err({ kind: 'unavailable', message: BUSINESS_INFO_MESSAGES.unavailable });
    const fields = validateBusinessInfo(values);
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const answer = await (await this.gateway()).update(businessInfoSave(values));
    return answer.ok ? ok(null) : err(rejected(answer.error));
  }
}
