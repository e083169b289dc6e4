import type { AccountRole } from './roles';

export type PermissionModule = 'order' | 'rendering' | 'article' | 'banner';
export type PermissionList = Partial<Record<PermissionModule, number>>;

export const NO_PERMISSION_MESSAGE = '暂无该权限';

/**
 * The level a role has for a module. Main and group accounts are not limited by the
 * cookie list; a sub-account without an entry for a module has no access to it.
 */
export function levelOf(role: AccountRole, list: PermissionList | null, module: PermissionModule): number {
  if (role !== 'SubAccount') return 2;
  const level = list?.[module];
  return typeof level === 'number' && Number.isFinite(level) ? level : 0;
}

export const canSee = (role: AccountRole, list: PermissionList | null, module: PermissionModule) =>
  levelOf(role, list, module) !== 0;

/** Order operations (feedback, accept/reject, hide/restore, appeal) need level 2. */
export const canOperateOrders = (role: AccountRole, list: PermissionList | null) =>
  levelOf(role, list, 'order') === 2;

/** Parses the permission list the server sends (object or JSON text) into numeric levels. */
export function parsePermissionList(raw: unknown): PermissionList | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const list: PermissionList = {};
  for (const key of ['order', 'rendering', 'article', 'banner'] as const) {
    const level = Number((value as Record<string, unknown>)[key]);
    if (Number.isFinite(level)) list[key] = level;
  }
  return list;
}
