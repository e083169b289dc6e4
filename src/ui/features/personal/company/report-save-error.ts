import type { Notifier } from '../../../../application/ports/notifier';
import { RequestFailedError, SessionExpiredError } from '../../../../application/errors';
import type { CompanySaveError } from '../../../../application/company/company-errors';
import { COMPANY_MESSAGES } from '../../../../domain/company/company-rules';
import type { Result } from '../../../../domain/common/result';

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

/**
 * The company forms' submit (企业信息, 集团信息, 更新营业执照): a refused save is reported as
 * above; a save becomes the form's new starting point (leaving no longer asks), says 提交成功
 * and reloads the profile. A request the request layer refused is reported there. Either way a
 * failed submit keeps what was typed and chosen.
 */
export function submitCompanySave<V>(
  notifier: Notifier,
  save: (value: V) => Promise<Result<unknown, CompanySaveError>>,
  onSaved: () => Promise<void>,
) {
  return async ({ value, formApi }: { value: V; formApi: { reset: (values: V) => void } }) => {
    try {
      const result = await save(value);
      if (!result.ok) return reportSaveError(notifier, result.error);
      formApi.reset(value);
      notifier.success(COMPANY_MESSAGES.success);
      await onSaved();
    } catch (error) {
      // A failure the request layer has told; anything else is a bug that must not pass silently.
      if (!(error instanceof RequestFailedError || error instanceof SessionExpiredError)) throw error;
    }
  };
}
