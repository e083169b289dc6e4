import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from './session.model';
import { CheckLicense, LoadCurrentUser } from './load-current-user';
import { LICENSE_UNCHECKED } from '../../domain/session/local-user';

interface SessionLoad {
  token: string;
  outcome: Promise<void>;
  /** Whether it asks for the user index (none was loaded yet). */
  loadsUser: boolean;
}

/**
 * The navigation guard's data step (spec 1 section 2): with a token, load the user once
 * and check the licence while it is still unchecked. Concurrent navigations of one session
 * share one load. The two calls do not depend on each other, so they are asked together: the
 * first screen behind sign-in waits for one round trip, not one after the other (issue 13).
 */
@injectable()
export class EnsureSession {
  // Each load belongs to the session (token) it was started for.
  private pending: SessionLoad | null = null;
  private early: SessionLoad | null = null;
  // The load the latest navigation took (execute), for userIndexLoadedByThisNavigation.
  private taken: SessionLoad | null = null;

  constructor(
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(LoadCurrentUser) private readonly loadUser: LoadCurrentUser,
    @inject(CheckLicense) private readonly checkLicense: CheckLicense,
  ) {}

  hasToken(): boolean {
    return Boolean(this.store.getToken());
  }

  /**
   * Starts the calls at start-up, ahead of the first navigation, so that they are under way while
   * the rest of the app loads (issue 13). The first navigation of the same session takes their
   * outcome, a failure included, instead of asking again.
   */
  start(): void {
    const token = this.store.getToken();
    if (!token) return;
    const early = this.begin(token);
    // Handled by the navigation that takes it.
    early.outcome.catch(() => undefined);
    this.early = early;
  }

  async execute(): Promise<void> {
    const token = this.store.getToken();
    this.taken = null;
    if (!token) return;
    const early = this.early;
    this.early = null;
    this.taken = early?.token === token ? early : this.begin(token);
    return this.taken.outcome;
  }

  /**
   * Whether the navigation under way (the latest `execute`) is the one whose guard loaded the
   * user index: a page's first navigation behind sign-in. A screen that reads the index again
   * when it is entered (the personal centre) takes that answer instead of asking twice.
   */
  userIndexLoadedByThisNavigation(): boolean {
    return this.taken?.loadsUser === true && this.session.$userIndex.getState() !== null;
  }

  /** The session's load under way, or a new one; concurrent navigations share it. */
  private begin(token: string): SessionLoad {
    if (this.pending?.token === token) return this.pending;
    const load: SessionLoad = {
      token,
      loadsUser: !this.session.$userIndex.getState(),
      outcome: this.load().finally(() => {
        if (this.pending === load) this.pending = null;
      }),
    };
    this.pending = load;
    return load;
  }

  private async load(): Promise<void> {
    const steps: Promise<unknown>[] = [];
    if (!this.session.$userIndex.getState()) steps.push(this.loadUser.execute());
    if (this.session.$licenseStatus.getState() === LICENSE_UNCHECKED) steps.push(this.checkLicense.execute());
    // Both settle before navigation proceeds; a failure of either (an expired session) is the guard's.
    const failure = (await Promise.allSettled(steps)).find((s) => s.status === 'rejected');
    if (failure) throw failure.reason;
  }
}
