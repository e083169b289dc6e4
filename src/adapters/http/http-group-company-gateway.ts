import { ApiClient } from './api-client';
import type { GroupCompanyGateway } from '../../application/ports/group-company-gateway';
import { company } from '../../../contracts/api/company';

/** The group's companies for /grouporder's filter (the path is the spec's assumed one). */
export class HttpGroupCompanyGateway implements GroupCompanyGateway {
  constructor(private readonly api: ApiClient) {}

  children() {
    return this.api.call(company.subsidiaries, {}, { variant: 'groupOrders' });
  }
}
