import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { UserGateway } from '../ports/user-gateway';
import type { Notifier } from '../ports/notifier';
import type { SessionModel } from './session.model';
import { deriveRole } from '../../domain/session/roles';
import type { LocalUser } from '../../domain/session/local-user';
import { InFlight } from '../in-flight';

// The same account still signed in (the licence check replaces the user object with its status).
const sameAccount = (a: LocalUser | null, b: LocalUser | null) => a?.user_id === b?.user_id;

/**
 * Loads the user index and, for main accounts, the message-box dot. The dot depends only on the
 * signed-in user, so it is asked together with the index, not after it (issue 13); it is kept
 * only when the index has loaded. An answer that arrives after the session has ended (signed
 * out, or another account signed in meanwhile) is dropped.
 */
@injectable()
export class LoadCurrentUser {
  // Concurrent loads for one signed-in user (its session's user object) share their requests.
  private readonly loading = new InFlight<LocalUser | null, boolean>();

  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  execute(): Promise<boolean> {
    return this.loading.run(this.session.$user.getState(), () => this.load());
  }

  private async load(): Promise<boolean> {
    const user = this.session.$user.getState();
    // The dot is only computed for a NormalAccount with a user id; anyone else has none.
    const dotAnswer = user && deriveRole(user) === 'NormalAccount' && user.user_id
      ? this.users.messageBoxFlag(user.user_id)
      : Promise.resolve(false);
    const [index, dot] = await Promise.allSettled([this.users.index(), dotAnswer]);
    if (index.status === 'rejected') throw index.reason;
    if (!sameAccount(this.session.$user.getState(), user)) return false;
    if (!index.value.ok) {
      this.notifier.warning(index.value.error.msg);
      return false;
    }
    this.session.userIndexLoaded(index.value.value);
    if (dot.status === 'rejected') throw dot.reason;
    this.session.messageDotChanged(dot.value);
    return true;
  }
}

@injectable()
export class CheckLicense {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  async execute(): Promise<void> {
    const user = this.session.$user.getState();
    const check = await this.users.infoCheck();
    // Checked for a session that has ended since: the next one checks its own.
    if (!sameAccount(this.session.$user.getState(), user)) return;
    if (!check.ok) {
      this.notifier.warning(check.error.msg);
      return;
    }
    this.session.licenseChecked(check.value);
  }
}
