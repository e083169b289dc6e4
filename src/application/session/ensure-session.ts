import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from './session.model';
import { CheckLicense, LoadCurrentUser } from './load-current-user';
import { LICENSE_UNCHECKED } from '../../domain/session/local-user';

/**
 * The navigation guard's data step (spec 1 section 2): with a token, load the user once
 * and check the licence while it is still unchecked. Concurrent navigations share one load.
 */
@injectable()
export class EnsureSession {
  private pending: Promise<void> | null = null;

  constructor(
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(LoadCurrentUser) private readonly loadUser: LoadCurrentUser,
    @inject(CheckLicense) private readonly checkLicense: CheckLicense,
  ) {}

  hasToken(): boolean {
    return Boolean(this.store.getToken());
  }

  async execute(): Promise<void> {
    if (!this.hasToken()) return;
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async load(): Promise<void> {
    if (!this.session.$userIndex.getState()) await this.loadUser.execute();
    if (this.hasToken() && this.session.$licenseStatus.getState() === LICENSE_UNCHECKED) await this.checkLicense.execute();
  }
}
