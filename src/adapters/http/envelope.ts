import { BusinessError } from '../../application/errors';
import { type Result, err, ok } from '../../domain/common/result';
import { type Envelope, SUCCESS_CODE } from './api-client';

/** Code 200 is the value; anything else is a BusinessError carrying code, msg and data. */
export function toResult<T>(envelope: Envelope<T>): Result<T, BusinessError> {
  return envelope.code === SUCCESS_CODE
    ? ok(envelope.data)
    : err(new BusinessError(envelope.code, envelope.msg, envelope.data));
}
