import * as v from 'valibot';
import { ApiClient } from './api-client';
import type { DesignerProfileGateway } from '../../application/ports/designer-profile-gateway';
import type { DesignerProfile } from '../../domain/sub-account/designer-profile';
import { subAccounts } from '../../../contracts/api/sub-accounts';
import { DesignerBody } from '../../../contracts/api/wire/sub-account';

/** The designer profile of a sub-account and the attribute lists of its form. */
export class HttpDesignerProfileGateway implements DesignerProfileGateway {
  constructor(private readonly api: ApiClient) {}

  load(designerId: number) {
    return this.api.call(subAccounts.designer, { params: { id: designerId } });
  }

  save(profile: DesignerProfile) {
    const { id: designerId, ...body } = profile;
    return this.api.call(subAccounts.saveDesigner, { params: { id: designerId }, body: v.parse(DesignerBody, body) }, { handledCodes: 'all' });
  }

  attrs() {
    return this.api.call(subAccounts.designerAttributes, {});
  }
}
