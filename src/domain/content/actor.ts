import type { AccountRole } from '../session/roles';
import { type PermissionList, levelOf } from '../session/permissions';

/** Who is acting on albums and articles: what the permission rules of spec 2 section 6 branch on. */
export interface ContentActor {
  role: AccountRole;
  permissions: PermissionList | null;
  companyId: number;
  /** company_status of the user index; 3 is a frozen company. */
  companyStatus?: number;
}

export const FROZEN_COMPANY_STATUS = 3;
export const FROZEN_MESSAGE = '您的公司账号为冻结状态，无法操作';

export const isFrozen = (actor: ContentActor) => actor.companyStatus === FROZEN_COMPANY_STATUS;
export const isGroup = (actor: ContentActor) => actor.role === 'GroupAccount';
export const isSub = (actor: ContentActor) => actor.role === 'SubAccount';

/** The cookie level of a module; main and group accounts always have 2. */
export const level = (actor: ContentActor, module: 'rendering' | 'article' | 'banner') =>
  levelOf(actor.role, actor.permissions, module);
