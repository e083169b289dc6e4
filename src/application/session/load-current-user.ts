import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { UserGateway } from '../ports/user-gateway';
import type { Notifier } from '../ports/notifier';
import type { SessionModel } from './session.model';
import { deriveRole } from '../../domain/session/roles';

/** Loads the user index and, for main accounts, the message-box dot. */
@injectable()
export class LoadCurrentUser {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  async execute(): Promise<boolean> {
    const index = await this.users.index();
    if (!index.ok) {
      this.notifier.warning(index.error.msg);
      return false;
    }
    this.session.userIndexLoaded(index.value);
    const user = this.session.$user.getState();
    // The dot is only computed for a NormalAccount with a user id; anyone else has none.
    const dot = user && deriveRole(user) === 'NormalAccount' && user.user_id
      ? await this.users.messageBoxFlag(user.user_id)
      : false;
    this.session.messageDotChanged(dot);
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
    const check = await this.users.infoCheck();
    if (!check.ok) {
      this.notifier.warning(check.error.msg);
      return;
    }
    this.session.licenseChecked(check.value);
  }
}
