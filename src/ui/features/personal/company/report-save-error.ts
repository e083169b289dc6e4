import type { Notifier } from '../../../../application/ports/notifier';
import type { CompanySaveError } from '../../../../application/company/company-errors';

/**
 * A refused company save as the spec shows it: 无修改内容 as a warning, a missing image or a
 * field the form's own rules let through as an error toast; 20022 stays silent and a refusal
 * the request layer already reported is not toasted twice. The form keeps what was typed.
 */
export function reportSaveError(notifier: Notifier, error: CompanySaveError) {
  switch (error.kind) {
    case 'unchanged':
      return notifier.warning(error.message);
    case 'missing-image':
    case 'unavailable':
      return notifier.error(error.message);
    case 'invalid': {
      const first = Object.values(error.fields).find(Boolean);
      return first ? notifier.error(first) : undefined;
    }
    default:
      return undefined;
  }
}
