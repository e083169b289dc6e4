import type { Answer } from './order-gateway';
import type { Subsidiary, SubsidiaryDraft } from '../../domain/company/subsidiary-form';

/** A group's child companies: GET and POST /v2/companies/group-children (paths assumed by the spec). */
export interface SubsidiaryGateway {
  list(): Answer<Subsidiary[]>;
  add(draft: SubsidiaryDraft): Answer;
}
