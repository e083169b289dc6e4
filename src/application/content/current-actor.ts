import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SessionModel } from '../session/session.model';
import type { ContentActor } from '../../domain/content/actor';
import type { AccountRole } from '../../domain/session/roles';
import type { PermissionList } from '../../domain/session/permissions';
import type { LocalUser } from '../../domain/session/local-user';
import type { UserIndex } from '../ports/user-gateway';

export function toContentActor(state: {
  role: AccountRole;
  permissions: PermissionList | null;
  user: LocalUser | null;
  userIndex: UserIndex | null;
}): ContentActor {
  return {
    role: state.role,
    permissions: state.permissions,
    companyId: state.userIndex?.company_id ?? state.user?.company_id ?? 0,
    companyStatus: state.userIndex?.company_status,
  };
}

/** The signed-in actor as the session model knows it now (use cases re-check rules with it). */
@injectable()
export class CurrentActor {
  constructor(@inject(TOKENS.SessionModel) private readonly session: SessionModel) {}

  get(): ContentActor {
    return toContentActor({
      role: this.session.$accountRole.getState(),
      permissions: this.session.$permissionList.getState(),
      user: this.session.$user.getState(),
      userIndex: this.session.$userIndex.getState(),
    });
  }
}
