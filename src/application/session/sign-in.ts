import { inject, injectable } from 'inversify';
import type { FormRefusal } from '../errors';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionStore } from '../ports/session-store';
import { PendingSignIn } from './pending-sign-in';
import { type Result, err, ok } from '../../domain/common/result';
import { type LocalUser, toLocalUser } from '../../domain/session/local-user';
import { PasswordSignInForm, SmsSignInForm, type PasswordSignInValues, type SmsSignInValues } from '../../domain/account/sign-in-form';
import { parseForm } from '../../domain/common/schema';

/** Invalid fields, or the server refused (the request layer has already shown its message). */
export type SignInError<F extends string> = FormRefusal<F>;

/** The remembered password as its cookie holds it (Base64 of its UTF-8 bytes). */
export const encodeRemembered = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
export const decodeRemembered = (s: string) => {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(s), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
};

/**
 * Both sign-in kinds end with the token answer held as a pending sign-in (PendingSignIn): the
 * session is stored only once the post-login steps are done (CompleteSignIn).
 */
@injectable()
export class SignInWithPassword {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(PendingSignIn) private readonly pending: PendingSignIn,
  ) {}

  async execute(input: {
    username: string;
    password: string;
    remember: boolean;
  }): Promise<Result<LocalUser, SignInError<keyof PasswordSignInValues>>> {
    const parsed = parseForm(PasswordSignInForm, { username: input.username, password: input.password });
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const { username, password } = parsed.value;
    const answer = await this.auth.signInWithPassword(username, password);
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    // Remember-me keeps the account and a Base64 password for 30 days; unticked clears them.
    this.store.setRemembered(input.remember ? { account: username, password: encodeRemembered(input.password) } : null);
    this.pending.hold(answer.value, input.remember ? username : null);
    return ok(toLocalUser(answer.value));
  }
}

@injectable()
export class SignInWithSms {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(PendingSignIn) private readonly pending: PendingSignIn,
  ) {}

  async execute(input: SmsSignInValues): Promise<Result<LocalUser, SignInError<keyof SmsSignInValues>>> {
    const parsed = parseForm(SmsSignInForm, input);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const answer = await this.auth.signInWithSms(parsed.value.phone, parsed.value.code);
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    this.pending.hold(answer.value);
    return ok(toLocalUser(answer.value));
  }
}
