/** Sub-accounts of a company (spec 2 sections 3, 4 and 6): types, permission ids and presets. */

export type SubAccountType = 'Designer' | 'Operation' | 'Sub';

export const SUB_ACCOUNT_TYPES: readonly SubAccountType[] = ['Designer', 'Operation', 'Sub'];

/** The radio labels of the 子账号类型 group (ui-glossary). */
export const SUB_ACCOUNT_TYPE_LABELS: Record<SubAccountType, string> = {
  Designer: '设计师',
  Operation: '运营',
  Sub: '其他',
};

export const SUB_ACCOUNT_PAGE_SIZE = 10;

export interface SubAccountSummary {
  id: number;
  realname: string;
  phone: string;
  head_img_url: string | null;
  user_type: SubAccountType;
  user_type_desc: string;
  /** One permission id per module (orders, renderings, articles, Q&A/carousel). */
  permission_list: number[];
}

export interface SubAccountPage {
  items: SubAccountSummary[];
  total: number;
}

export interface PermissionItem {
  id: number;
  name: string;
}

/** One module of the permission catalogue with its levels. */
export interface PermissionGroup {
  name: string;
  children: PermissionItem[];
}

interface Preset {
  ids: readonly number[];
  locked: boolean;
}

/** Choosing a type presets the permission ids; Designer and Operation keep them locked. */
export const SUB_ACCOUNT_PRESETS: Record<SubAccountType, Preset> = {
  Designer: { ids: [120, 220, 320, 530], locked: true },
  Operation: { ids: [130, 220, 320, 520], locked: true },
  Sub: { ids: [130, 230, 330, 530], locked: false },
};

export const isSubAccountType = (value: unknown): value is SubAccountType =>
  typeof value === 'string' && (SUB_ACCOUNT_TYPES as readonly string[]).includes(value);

export const presetFor = (type: SubAccountType): number[] => [...SUB_ACCOUNT_PRESETS[type].ids];

export const permissionsLocked = (type: SubAccountType | '') => type !== '' && SUB_ACCOUNT_PRESETS[type].locked;

/**
 * Ticks or clears one permission. A module holds at most one level, so ticking a level clears
 * the other levels of its catalogue group; the order of the ids follows the catalogue.
 */
export function togglePermission(catalogue: readonly PermissionGroup[], selected: readonly number[], id: number, checked: boolean): number[] {
  const group = catalogue.find((g) => g.children.some((c) => c.id === id));
  const siblings = new Set(group?.children.map((c) => c.id) ?? [id]);
  const next = new Set(selected.filter((s) => (checked ? !siblings.has(s) : s !== id)));
  if (checked) next.add(id);
  const order = catalogue.flatMap((g) => g.children.map((c) => c.id));
  return [...next].sort((a, b) => rank(order, a) - rank(order, b));
}

const rank = (order: readonly number[], id: number) => {
  const i = order.indexOf(id);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
};

/** The type label of a row: the server's description, else ours. */
export const typeLabel = (row: Pick<SubAccountSummary, 'user_type' | 'user_type_desc'>) =>
  row.user_type_desc || SUB_ACCOUNT_TYPE_LABELS[row.user_type] || '';
