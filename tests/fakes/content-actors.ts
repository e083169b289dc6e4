import { createSessionModel } from '../../src/application/session/session.model';
import { CurrentActor } from '../../src/application/content/current-actor';
import type { LocalUser } from '../../src/domain/session/local-user';
import type { PermissionList } from '../../src/domain/session/permissions';
import type { ContentActor } from '../../src/domain/content/actor';

/** Content actors of the demo accounts (ui-glossary), for the album and article rules. */
export const ACTORS = {
  merchant: { role: 'NormalAccount', permissions: null, companyId: 501, companyStatus: 1 },
  designer: { role: 'SubAccount', permissions: { order: 2, rendering: 2, article: 2, banner: 2 }, companyId: 501, companyStatus: 1 },
  viewer: { role: 'SubAccount', permissions: { order: 1, rendering: 0, article: 1, banner: 1 }, companyId: 501, companyStatus: 1 },
  group: { role: 'GroupAccount', permissions: null, companyId: 600, companyStatus: 1 },
  frozen: { role: 'NormalAccount', permissions: null, companyId: 506, companyStatus: 3 },
} satisfies Record<string, ContentActor>;

/** A CurrentActor backed by a real session model, started as the given actor. */
export function actorFor(actor: ContentActor): CurrentActor {
  const session = createSessionModel();
  const user: LocalUser = {
    user_id: 1,
    company_id: actor.companyId,
    company_abbr: '',
    realname: '',
    vipCompany: false,
    isSubAccount: actor.role === 'SubAccount',
    isGroupCompany: actor.role === 'GroupAccount',
    licenseStatus: 1,
    status: 1,
    needChangePwd: false,
  };
  session.started({ user, permissions: actor.permissions as PermissionList | null });
  session.userIndexLoaded({ id: 1, realname: '', company_id: actor.companyId, company_status: actor.companyStatus });
  return new CurrentActor(session);
}
