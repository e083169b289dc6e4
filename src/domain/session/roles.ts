export type AccountRole = 'NormalAccount' | 'SubAccount' | 'GroupAccount';

export const DEFAULT_ROLE: AccountRole = 'NormalAccount';

/** Flags the server sends as booleans, 0/1 or "0"/"1" depending on the endpoint. */
export type Flag = boolean | number | string | null | undefined;
export const isSet = (flag: Flag): boolean => flag === true || flag === 1 || flag === '1' || flag === 'true';

/** Spec 1 section 4: the group flag wins, then the sub-account flag, else a normal account. */
export function deriveRole(flags: { isGroupCompany?: Flag; isSubAccount?: Flag }): AccountRole {
  if (isSet(flags.isGroupCompany)) return 'GroupAccount';
  if (isSet(flags.isSubAccount)) return 'SubAccount';
  return 'NormalAccount';
}
