import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import type { GroupCompany } from '../ports/group-company-gateway';
import { valueOf } from './order-queries';
import { ALL_ORDERS_LABEL } from '../../domain/order/order-tabs';

export interface CompanyOption {
  /** null: every company of the group. */
  id: number | null;
  name: string;
}

/** The group list's company dropdown: all orders, the group itself, then each child company. */
export const ListGroupCompanies = defineUseCase([TOKENS.GroupCompanyGateway, TOKENS.SessionModel], (companies, session) => ({
  async execute(): Promise<CompanyOption[]> {
    const user = session.$user.getState();
    const index = session.$userIndex.getState();
    const children: GroupCompany[] = valueOf(await (await companies()).children());
    const self = user ? [{ id: user.company_id, name: index?.company_name || user.company_abbr || '本公司' }] : [];
    return [{ id: null, name: ALL_ORDERS_LABEL }, ...self, ...children.map((c) => ({ id: c.id, name: c.name }))];
  },
}));
export type ListGroupCompanies = InstanceType<typeof ListGroupCompanies>;
