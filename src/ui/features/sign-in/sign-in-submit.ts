import type { AnyFormApi } from '@tanstack/react-form';
import type { SignInError } from '../../../application/session/sign-in';
import type { Result } from '../../../domain/common/result';
import type { LocalUser } from '../../../domain/session/local-user';
import { showFieldErrors } from '../../components/form/rules';

/**
 * What the sign-in screen does once signed in. The form stays submitting (登录 busy) until the
 * promise it returns settles: the steps after sign-in (the account's checks, the next screen's
 * files and data) took about 3 s on a slow phone after 登录's spinner had stopped, and the form
 * looked idle meanwhile (issue 59). The screen settles it when the steps stop on the sign-in
 * screen (a step given up); when the next screen opens, the form goes with the sign-in screen.
 */
export type SignedIn = (user: LocalUser) => void | Promise<void>;

/**
 * The submit of both sign-in forms: signed in goes on; the use case's field messages go beside
 * their fields; a refusal or a failed request (reported by the request layer) keeps the form.
 */
export const signInSubmit =
  <V>(signIn: (value: V) => Promise<Result<LocalUser, SignInError<string>>>, onSignedIn: SignedIn) =>
  async ({ value, formApi }: { value: V; formApi: AnyFormApi }) => {
    try {
      const result = await signIn(value);
      if (result.ok) await onSignedIn(result.value);
      else if (result.error.kind === 'invalid') showFieldErrors(formApi, result.error.fields);
    } catch {
      // Already told; the form keeps what was typed.
    }
  };
