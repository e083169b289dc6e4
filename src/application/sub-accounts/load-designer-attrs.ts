import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { DesignerProfileGateway } from '../ports/designer-profile-gateway';
import type { DesignerAttrs } from '../../domain/sub-account/designer-profile';
import type { Load } from '../ports/load';

/** The style, type and work-years choices of the designer form. Failures are thrown. */
@injectable()
export class LoadDesignerAttrs {
  constructor(@inject(TOKENS.DesignerProfileGateway) private readonly gateway: Load<DesignerProfileGateway>) {}

  async execute(): Promise<DesignerAttrs> {
    const answer = await (await this.gateway()).attrs();
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
