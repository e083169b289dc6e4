import type { Result } from '../../domain/common/result';
import type { Honor, HonorPayload } from '../../domain/honor/honor';
import type { BusinessError } from '../errors';

type Answer<T = unknown> = Promise<Result<T, BusinessError>>;

/** /v2/account/honors: the company's honour certificates (never its licence records). */
export interface HonorGateway {
  list(status?: number): Answer<Honor[]>;
  detail(id: number): Answer<Honor>;
  create(payload: HonorPayload): Answer;
  update(id: number, payload: HonorPayload): Answer;
  remove(id: number): Answer;
}
