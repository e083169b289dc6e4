import type { AccountRole } from '../../../domain/session/roles';
import { type PermissionList, type PermissionModule, canSee } from '../../../domain/session/permissions';

export interface NavItem {
  label: string;
  /** Undefined when the permission is 0: the entry stays, a click says 暂无该权限. */
  to?: string;
}

const personalHome: Record<AccountRole, string> = {
  GroupAccount: '/personal/groupInfo',
  NormalAccount: '/personal/orderData',
  SubAccount: '/personal/enterpriseInfo',
};

/** The top navigation of spec 1 section 2 (and 文章) for a role and its permission list. */
export function navItems(role: AccountRole, permissions: PermissionList | null): NavItem[] {
  const gated = (label: string, to: string, module: PermissionModule): NavItem =>
    canSee(role, permissions, module) ? { label, to } : { label };
  return [
    { label: '首页', to: '/' },
    gated('订单', role === 'GroupAccount' ? '/grouporder' : '/order', 'order'),
    gated('效果图', '/picture', 'rendering'),
    // Ours (glossary): the spec names no way to reach /article.
    gated('文章', '/article', 'article'),
  ];
}

export const personalCentrePath = (role: AccountRole) => personalHome[role];
