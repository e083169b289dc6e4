import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { UserGateway } from '../ports/user-gateway';
import type { SessionModel } from '../session/session.model';
import { deriveRole } from '../../domain/session/roles';

/**
 * Reads the message-box dot again (GET /v2/notify/point/type) and puts it in the session
 * model, so the top navigation and the side menu follow without a reload. Only normal
 * accounts have the dot.
 */
@injectable()
export class RefreshMessageDot {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(): Promise<void> {
    const user = this.session.$user.getState();
    const dot = user && deriveRole(user) === 'NormalAccount' && user.user_id ? await this.users.messageBoxFlag(user.user_id) : false;
    this.session.messageDotChanged(dot);
  }
}
