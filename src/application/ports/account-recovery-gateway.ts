import type { Result } from '../../domain/shared/result';
import type { BusinessError } from '../errors';

export interface FindAccountApplication {
  company_name: string;
  contact: string;
  phone: string;
  sms_code: string;
  license: string;
}

export interface AccountRecoveryGateway {
  apply(application: FindAccountApplication): Promise<Result<unknown, BusinessError>>;
}
