import { injectable } from 'inversify';
import type { SignInResponse } from '../../domain/session/local-user';

/**
 * A sign-in that is not finished (spec 1 section 4): the token answer is held in memory only,
 * so the post-login steps (re-activation, the forced password change) can call the API with its
 * bearer token while nothing of the session is stored. Another tab or a reload sees no session
 * until CompleteSignIn writes it; abandoning the sign-in leaves nothing behind.
 */
@injectable()
export class PendingSignIn {
  private answer: SignInResponse | null = null;
  private remembered: string | null = null;

  /** `rememberAs`: the account 记住密码 keeps for this sign-in (null when unticked or by SMS). */
  hold(answer: SignInResponse, rememberAs: string | null = null) {
    this.answer = answer;
    this.remembered = rememberAs;
  }

  /** The account whose password this sign-in remembers: a forced change remembers the new one. */
  rememberedAccount(): string | null {
    return this.answer ? this.remembered : null;
  }

  /** The bearer token for the post-login calls, while a sign-in is pending. */
  token(): string | undefined {
    return this.answer?.access_token;
  }

  current(): SignInResponse | null {
    return this.answer;
  }

  passwordChanged() {
    if (this.answer) this.answer = { ...this.answer, needChangePwd: 0 };
  }

  clear() {
    this.answer = null;
    this.remembered = null;
  }
}
