import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { RequestFailedError, type FormRefusal } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';
import { parseForm } from '../../domain/common/schema';
import {
  type FormMode,
  SUB_ACCOUNT_MESSAGES,
  type SubAccountDraft,
  type SubAccountField,
  subAccountForm,
  toSubAccountPayload,
} from '../../domain/sub-account/sub-account-form';

export type SubAccountSaveError =
  /** Invalid fields, or the server refused: its msg is shown. */
  | FormRefusal<SubAccountField>
  /** The request got no answer: 提交失败, and the form keeps everything. */
  | { kind: 'failed'; message: string };

/** The form's mode; `id` is the account edited (absent when adding). */
export interface SaveTarget extends FormMode {
  id?: number;
}

/** Adds a sub-account, or saves the edit of one (accountAdd). Returns the spec's success text. */
export const SaveSubAccount = defineUseCase([TOKENS.SubAccountAdminGateway], (gateway) => ({
  async execute(draft: SubAccountDraft, target: SaveTarget): Promise<Result<string, SubAccountSaveError>> {
    const parsed = parseForm(subAccountForm(target), draft);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const payload = toSubAccountPayload(parsed.value, target);
    try {
      const admin = await gateway();
      const answer = target.id ? await admin.update(target.id, payload) : await admin.create(payload);
      if (answer.ok) return ok(target.id ? SUB_ACCOUNT_MESSAGES.edited : SUB_ACCOUNT_MESSAGES.added);
      return err({ kind: 'rejected', message: answer.error.msg || SUB_ACCOUNT_MESSAGES.failed });
    } catch (error) {
      // No answer: 提交失败 (the request layer leaves it to the form). An answer with an HTTP error
      // status was told by the request layer (the error catalogue): telling 提交失败 too made two.
      if (error instanceof RequestFailedError && (error.kind === 'network' || error.kind === 'timeout'))
        return err({ kind: 'failed', message: SUB_ACCOUNT_MESSAGES.failed });
      throw error;
    }
  },
}));
export type SaveSubAccount = InstanceType<typeof SaveSubAccount>;
