import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubsidiaryGateway } from '../ports/subsidiary-gateway';
import type { PhoneCheckGateway } from '../ports/phone-check-gateway';
import { type CompanySaveError, rejected } from './save-company-profile';
import { type Result, err, ok } from '../../domain/common/result';
import { parseForm } from '../../domain/common/schema';
import { SUBSIDIARY_MESSAGES, SubsidiaryForm, type SubsidiaryValues, subsidiaryDraft } from '../../domain/company/subsidiary-form';
import type { Load } from '../ports/load';

/** addSubsidiary's submit: the form's schema, the phone not yet registered, then the POST. */
@injectable()
export class AddSubsidiary {
  constructor(
    @inject(TOKENS.SubsidiaryGateway) private readonly gateway: Load<SubsidiaryGateway>,
    @inject(TOKENS.PhoneCheckGateway) private readonly phones: Load<PhoneCheckGateway>,
  ) {}

  async execute(values: SubsidiaryValues): Promise<Result<null, CompanySaveError<keyof SubsidiaryValues>>> {
    const parsed = parseForm(SubsidiaryForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const draft = subsidiaryDraft(parsed.value);
    const registered = await (await this.phones()).isRegistered(draft.phone);
    if (registered.ok && registered.value) return err({ kind: 'invalid', fields: { phone: SUBSIDIARY_MESSAGES.phoneRegistered } });
    const answer = await (await this.gateway()).add(draft);
    return answer.ok ? ok(null) : err(rejected(answer.error));
  }
}
