import type { Result } from '../../domain/common/result';
import type { FindAccountApplication } from '../../domain/account/find-account-form';
import type { BusinessError } from '../errors';

export type { FindAccountApplication };

export interface AccountRecoveryGateway {
  apply(application: FindAccountApplication): Promise<Result<unknown, BusinessError>>;
}
