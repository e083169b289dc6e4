import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { AccountRecoveryGateway, FindAccountApplication } from '../../application/ports/account-recovery-gateway';

@injectable()
export class HttpAccountRecoveryGateway implements AccountRecoveryGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  apply(application: FindAccountApplication) {
    return this.api.post<unknown>('/users/find-account', application).then(toResult);
  }
}
