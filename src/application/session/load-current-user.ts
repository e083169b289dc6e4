import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { deriveRole } from '../../domain/session/roles';
import type { LocalUser } from '../../domain/session/local-user';
import { InFlight } from '../in-flight';

// The same account still signed in (the licence check replaces the user object with its status).
const sameAccount = (a: LocalUser | null, b: LocalUser | null) => a?.user_id === b?.user_id;

/**
 * Loads the user index and, for main accounts, the message-box dot. The dot depends only on the
 * signed-in user, so it is asked together with the index, not after it (issue 13); it is kept
 * only when the index has loaded. An answer that arrives after the session has ended (signed
 * out, or another account signed in meanwhile) is dropped. `execute` answers whether the
 * session took the index: false for a refused or a dropped answer.
 */
export const LoadCurrentUser = defineUseCase([TOKENS.UserGateway, TOKENS.SessionModel, TOKENS.Notifier], (users, session, notifier) => {
  // Concurrent loads for one signed-in user (its session's user object) share their requests.
  const loading = new InFlight<LocalUser | null, boolean>();

  async function load(): Promise<boolean> {
    const user = session.$user.getState();
    // The dot is only computed for a NormalAccount with a user id; anyone else has none.
    const dotAnswer = user && deriveRole(user) === 'NormalAccount' && user.user_id
      ? users.messageBoxFlag(user.user_id)
      : Promise.resolve(false);
    const [index, dot] = await Promise.allSettled([users.index(), dotAnswer]);
    if (index.status === 'rejected') throw index.reason;
    if (!sameAccount(session.$user.getState(), user)) return false;
    if (!index.value.ok) {
      notifier.warning(index.value.error.msg);
      return false;
    }
    session.userIndexLoaded(index.value.value);
    if (dot.status === 'rejected') throw dot.reason;
    session.messageDotChanged(dot.value);
    return true;
  }

  return { execute: (): Promise<boolean> => loading.run(session.$user.getState(), load) };
});
export type LoadCurrentUser = InstanceType<typeof LoadCurrentUser>;

/** The licence check (info-check): its status joins the session's user. */
export const CheckLicense = defineUseCase([TOKENS.UserGateway, TOKENS.SessionModel, TOKENS.Notifier], (users, session, notifier) => ({
  async execute(): Promise<void> {
    const user = session.$user.getState();
    const check = await users.infoCheck();
    // Checked for a session that has ended since: the next one checks its own.
    if (!sameAccount(session.$user.getState(), user)) return;
    if (!check.ok) {
      notifier.warning(check.error.msg);
      return;
    }
    session.licenseChecked(check.value);
  },
}));
export type CheckLicense = InstanceType<typeof CheckLicense>;
