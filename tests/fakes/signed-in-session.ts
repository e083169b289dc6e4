import { type SessionModel, createSessionModel } from '../../src/application/session/session.model';
import type { LocalUser } from '../../src/domain/session/local-user';

/** A local user of company 501 (the demo merchant's) with the given id. */
export const localUser = (user_id: number, isSubAccount = false): LocalUser => ({
  user_id,
  company_id: 501,
  company_abbr: '美居装饰',
  realname: '',
  vipCompany: false,
  isSubAccount,
  isGroupCompany: false,
  licenseStatus: 1,
  status: 1,
  needChangePwd: false,
});

/** Signs `session` in as user `userId` (after signing whoever was in out), as on a shared PC. */
export function signInAs(session: SessionModel, userId: number): SessionModel {
  session.cleared();
  session.started({ user: localUser(userId), permissions: null });
  return session;
}

/** A session model signed in as user `userId`. */
export const signedInSession = (userId: number) => signInAs(createSessionModel(), userId);
