import { PasswordPair } from '../../../domain/common/password-schema';
import { messageOf } from '../../../domain/common/schema';

/**
 * A confirmation field's validators: the form's own cross-field rule (`PasswordPair`, the same
 * `confirmed` check the form's schema ends with), run again whenever the password (`next`) changes.
 */
export const confirmationOf = (password: () => string) => ({
  onChangeListenTo: ['next'] as ['next'],
  onChange: ({ value }: { value: string }) => messageOf(PasswordPair, { password: password(), confirm: value }) ?? undefined,
});
