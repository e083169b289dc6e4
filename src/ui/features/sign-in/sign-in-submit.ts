import type { AnyFormApi } from '@tanstack/react-form';
import type { SignInError } from '../../../application/session/sign-in';
import type { Result } from '../../../domain/common/result';
import type { LocalUser } from '../../../domain/session/local-user';
import { showFieldErrors } from '../../components/form/rules';

/**
 * The submit of both sign-in forms: signed in goes on; the use case's field messages go beside
 * their fields; a refusal or a failed request (reported by the request layer) keeps the form.
 */
export const signInSubmit =
  <V>(signIn: (value: V) => Promise<Result<LocalUser, SignInError<string>>>, onSignedIn: (user: LocalUser) => void) =>
  async ({ value, formApi }: { value: V; formApi: AnyFormApi }) => {
    try {
      const result = await signIn(value);
      if (result.ok) onSignedIn(result.value);
      else if (result.error.kind === 'invalid') showFieldErrors(formApi, result.error.fields);
    } catch {
      // Already told; the form keeps what was typed.
    }
  };
