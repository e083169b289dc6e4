import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { HonorGateway } from '../ports/honor-gateway';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/shared/result';
import type { FieldErrors } from '../../domain/shared/validation';
import type { Honor } from '../../domain/honor/honor';
import {
  HONOR_MESSAGES,
  type HonorField,
  type HonorFormValues,
  isHonorUnchanged,
  toHonorPayload,
  validateHonorForm,
} from '../../domain/honor/honor-form';
import { honorCreateBlocker, honorEditBlocker } from '../../domain/honor/honor-permissions';
import type { Load } from '../ports/load';

/** 20022 on an honour save is silent (spec 2 section 8): the form stays as it is. */
export const HONOR_SILENT_CODE = 20022;

export type HonorSaveError =
  | { kind: 'forbidden'; message: string }
  | { kind: 'invalid'; fields: FieldErrors<HonorField> }
  | { kind: 'unchanged'; message: string }
  | { kind: 'silent' }
  /** Any other refusal: the request layer has already shown the server's msg. */
  | { kind: 'rejected' };

/** Adds an honour, or saves the edit of a not-passed one. */
@injectable()
export class SaveHonor {
  constructor(
    @inject(TOKENS.HonorGateway) private readonly honors: Load<HonorGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(values: HonorFormValues, original?: Honor): Promise<Result<true, HonorSaveError>> {
    const actor = this.actor.get();
    const blocked = original ? honorEditBlocker(actor, original.status) : honorCreateBlocker(actor);
    if (blocked) return err({ kind: 'forbidden', message: blocked });
    const fields = validateHonorForm(values);
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    if (original && isHonorUnchanged(values, original)) return err({ kind: 'unchanged', message: HONOR_MESSAGES.unchanged });
    const payload = toHonorPayload(values);
    const answer = original ? await (await this.honors()).update(original.id, payload) : await (await this.honors()).create(payload);
    if (answer.ok) return ok(true);
    return err(answer.error.code === HONOR_SILENT_CODE ? { kind: 'silent' } : { kind: 'rejected' });
  }
}
