import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { DesignerProfileGateway } from '../ports/designer-profile-gateway';
import { type Result, err, ok } from '../../domain/shared/result';
import type { FieldErrors } from '../../domain/shared/validation';
import type { Load } from '../ports/load';
import {
  DESIGNER_MESSAGES,
  type DesignerDraft,
  type DesignerField,
  toProfilePayload,
  validateDesigner,
} from '../../domain/sub-account/designer-profile';

export type DesignerSaveError = { kind: 'invalid'; fields: FieldErrors<DesignerField> } | { kind: 'rejected'; message: string };

/** Saves the designer profile; success is 修改成功!. Transport failures throw (already reported). */
@injectable()
export class SaveDesignerProfile {
  constructor(@inject(TOKENS.DesignerProfileGateway) private readonly gateway: Load<DesignerProfileGateway>) {}

  async execute(id: number, draft: DesignerDraft): Promise<Result<string, DesignerSaveError>> {
    const fields = validateDesigner(draft);
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const answer = await (await this.gateway()).save(toProfilePayload(id, draft));
    return answer.ok ? ok(DESIGNER_MESSAGES.saved) : err({ kind: 'rejected', message: answer.error.msg });
  }
}
