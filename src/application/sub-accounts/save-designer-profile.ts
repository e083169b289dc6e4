import { TOKENS } from '../tokens';
import type { FormRefusal } from '../errors';
import { defineUseCase } from '../use-case';
import { type Result, err, ok } from '../../domain/common/result';
import { parseForm } from '../../domain/common/schema';
import {
  DESIGNER_MESSAGES,
  DesignerForm,
  type DesignerDraft,
  type DesignerField,
  isProfileUnchanged,
  toProfilePayload,
} from '../../domain/sub-account/designer-profile';

export type DesignerSaveError =
  | FormRefusal<DesignerField>
  /** The draft sends what `start` already holds: nothing is sent. */
  | { kind: 'unchanged'; message: string };

/**
 * Saves the designer profile; success is 修改成功!. A draft that would send what the form
 * started from (`start`) is not sent. Transport failures throw (already reported).
 */
export const SaveDesignerProfile = defineUseCase([TOKENS.DesignerProfileGateway], (gateway) => ({
  async execute(id: number, draft: DesignerDraft, start?: DesignerDraft): Promise<Result<string, DesignerSaveError>> {
    const parsed = parseForm(DesignerForm, draft);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    if (start && isProfileUnchanged(parsed.value, start)) return err({ kind: 'unchanged', message: DESIGNER_MESSAGES.unchanged });
    const answer = await (await gateway()).save(toProfilePayload(id, parsed.value));
    return answer.ok ? ok(DESIGNER_MESSAGES.saved) : err({ kind: 'rejected', message: answer.error.msg });
  },
}));
export type SaveDesignerProfile = InstanceType<typeof SaveDesignerProfile>;
