import type { Router } from 'express';
import { num, ok, page } from '../envelope';
import { me, requireAuth } from '../auth';
import { GROUP_CHILDREN } from '../fixtures/accounts';
import { designersFor } from './order-store';

/**
 * GET /v2/users/sub-account (offset, limit, search, permission_list=order): the company's
 * sub-accounts. The personal centre's create, edit and unbind calls will join this file.
 */
export function subAccountRoutes(v2: Router) {
  v2.get('/users/sub-account', requireAuth, (req, res) => {
    const search = String(req.query.search ?? '').trim();
    const all = designersFor(me(req).company_id).filter((d) => !search || d.realname.includes(search) || d.phone.includes(search));
    ok(res, { items: page(all, num(req.query.offset, 0), num(req.query.limit, 50)), total: all.length });
  });

  // The group's child companies (the path is the spec's assumed one); others have none.
  v2.get('/companies/group-children', requireAuth, (req, res) =>
    ok(res, me(req).isGroupCompany ? GROUP_CHILDREN.map((c) => ({ id: c.id, name: c.name, abbr: c.abbr })) : []),
  );
}
