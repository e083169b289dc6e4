import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { DesignerProfileGateway } from '../ports/designer-profile-gateway';
import type { DesignerProfile } from '../../domain/sub-account/designer-profile';
import type { Load } from '../ports/load';

/** The signed-in designer's profile (personalInfo). Failures are thrown. */
@injectable()
export class LoadDesignerProfile {
  constructor(@inject(TOKENS.DesignerProfileGateway) private readonly gateway: Load<DesignerProfileGateway>) {}

  async execute(id: number): Promise<DesignerProfile> {
    const answer = await (await this.gateway()).load(id);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
