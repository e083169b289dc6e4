import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { GroupCompany, GroupCompanyGateway } from '../ports/group-company-gateway';
import type { SessionModel } from '../session/session.model';
import { valueOf } from './order-queries';
import type { Load } from '../ports/load';
import { ALL_ORDERS_LABEL } from '../../domain/order/order-tabs';

export interface CompanyOption {
  /** null: every company of the group. */
  id: number | null;
  name: string;
}

/** The group list's company dropdown: all orders, the group itself, then each child company. */
@injectable()
export class ListGroupCompanies {
  constructor(
    @inject(TOKENS.GroupCompanyGateway) private readonly companies: Load<GroupCompanyGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(): Promise<CompanyOption[]> {
    const user = this.session.$user.getState();
    const index = this.session.$userIndex.getState();
    const children: GroupCompany[] = valueOf(await (await this.companies()).children());
    const self = user ? [{ id: user.company_id, name: index?.company_name || user.company_abbr || '本公司' }] : [];
    return [{ id: null, name: ALL_ORDERS_LABEL }, ...self, ...children.map((c) => ({ id: c.id, name: c.name }))];
  }
}
