import type { Answer } from './order-gateway';
import type { CompanyProfile, CompanyProfileSave, GroupProfileSave } from '../../domain/company/company-profile';

/** GET and PUT /v2/account/company-profile (the group form saves through the same PUT). */
export interface CompanyProfileGateway {
  load(): Answer<CompanyProfile>;
  save(profile: CompanyProfileSave): Answer;
  saveGroup(profile: GroupProfileSave): Answer;
}
