import { ApiClient } from './api-client';
import * as v from 'valibot';
import { auth } from '../../../contracts/api/auth';
import { FindAccountBody } from '../../../contracts/api/wire/account-recovery';
import type { AccountRecoveryGateway, FindAccountApplication } from '../../application/ports/account-recovery-gateway';

export class HttpAccountRecoveryGateway implements AccountRecoveryGateway {
  constructor(private readonly api: ApiClient) {}

  apply(application: FindAccountApplication) {
    return this.api.call(auth.findAccount, { body: v.parse(FindAccountBody, application) });
  }
}
