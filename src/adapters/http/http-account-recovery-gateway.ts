import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { AccountRecoveryGateway, FindAccountApplication } from '../../application/ports/account-recovery-gateway';

export class HttpAccountRecoveryGateway implements AccountRecoveryGateway {
  constructor(private readonly api: ApiClient) {}

  apply(application: FindAccountApplication) {
    return this.api.post<unknown>('/users/find-account', application).then(toResult);
  }
}
