import type { DesignerAttrs, DesignerProfile } from '../../domain/sub-account/designer-profile';
import type { Answer } from './order-gateway';

/** GET/PUT /v2/users/sub-designer/{id} and GET /v2/props/designer-attr. */
export interface DesignerProfileGateway {
  load(id: number): Answer<DesignerProfile>;
  save(profile: DesignerProfile): Answer<unknown>;
  attrs(): Answer<DesignerAttrs>;
}
