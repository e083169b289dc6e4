import { createEvent, createStore, sample } from 'effector';
import { type AccountRole, DEFAULT_ROLE, deriveRole } from '../../domain/session/roles';
import { LICENSE_UNCHECKED, type LocalUser } from '../../domain/session/local-user';
import { type PermissionList, type PermissionModule, canSee, parsePermissionList } from '../../domain/session/permissions';
import type { UserIndex } from '../ports/user-gateway';

export interface SessionStarted {
  user: LocalUser;
  permissions: PermissionList | null;
}

/**
 * Client state of spec 1 section 3: who is signed in and what they may see.
 * Server data stays in the query cache; only what guards and the shell branch on is here.
 */
export function createSessionModel() {
  const started = createEvent<SessionStarted>();
  const userIndexLoaded = createEvent<UserIndex>();
  const licenseChecked = createEvent<{ licenseStatus: number; status: number }>();
  const messageDotChanged = createEvent<boolean>();
  const isNewUserChanged = createEvent<number>();
  const cleared = createEvent();

  const $user = createStore<LocalUser | null>(null)
    .on(started, (_, s) => s.user)
    .reset(cleared);
  const $accountRole = createStore<AccountRole>(DEFAULT_ROLE)
    .on(started, (_, s) => deriveRole(s.user))
    .reset(cleared);
  const $userIndex = createStore<UserIndex | null>(null).on(userIndexLoaded, (_, i) => i).reset(cleared);
  const $permissionList = createStore<PermissionList | null>(null)
    .on(started, (_, s) => (deriveRole(s.user) === 'SubAccount' ? s.permissions : null))
    .reset(cleared);
  // A user index that carries a sub-account's levels brings changed permissions without a new sign-in.
  sample({
    clock: userIndexLoaded,
    source: $accountRole,
    filter: (role, index) => role === 'SubAccount' && index.permission_list !== undefined && parsePermissionList(index.permission_list) !== null,
    fn: (_, index) => parsePermissionList(index.permission_list),
    target: $permissionList,
  });
  const $licenseStatus = createStore<number>(LICENSE_UNCHECKED)
    .on(licenseChecked, (_, c) => c.licenseStatus)
    .reset(cleared);
  const $isNewUser = createStore<number>(1).on(isNewUserChanged, (_, v) => v).reset(cleared);
  const $messageDot = createStore(false).on(messageDotChanged, (_, v) => v).reset(cleared);

  // The user's own status comes back with the licence check; keep the local copy current.
  sample({
    clock: licenseChecked,
    source: $user,
    filter: (u): u is LocalUser => u !== null,
    fn: (u, c): LocalUser => ({ ...(u as LocalUser), status: c.status, licenseStatus: c.licenseStatus }),
    target: $user,
  });

  return {
    started,
    userIndexLoaded,
    licenseChecked,
    messageDotChanged,
    isNewUserChanged,
    cleared,
    $user,
    $accountRole,
    $permissionList,
    $userIndex,
    $licenseStatus,
    $isNewUser,
    $messageDot,
  };
}

export type SessionModel = ReturnType<typeof createSessionModel>;

/** Whether the signed-in account sees a module now (its role and permission list, spec 1). */
export const sessionCanSee = (session: SessionModel, module: PermissionModule): boolean =>
  canSee(session.$accountRole.getState(), session.$permissionList.getState(), module);
