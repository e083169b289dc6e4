import type { Answer } from './order-gateway';

export interface GroupCompany {
  id: number;
  name: string;
  abbr?: string;
}

/** The child companies of a group account (GET /v2/companies/group-children). */
export interface GroupCompanyGateway {
  children(): Answer<GroupCompany[]>;
}
