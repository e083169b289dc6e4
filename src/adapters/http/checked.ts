import { type GenericSchema, type InferOutput, getDotPath, safeParse } from 'valibot';
import { BusinessError } from '../../application/errors';
import { type Result, err, ok } from '../../domain/common/result';
import { type ApiClient, type Envelope, SUCCESS_CODE } from './api-client';

/**
 * toResult with the answer checked at the adapter boundary: a business code stays a
 * BusinessError, a success whose data does not match the gateway's valibot schema becomes a
 * handled failure (ApiClient.rejectAnswer) instead of reaching a screen. Schemas live in the
 * gateway's own module, so a screen's bundle pays only for the schemas it uses.
 *
 *   this.api.get('/x').then(checked(this.api, XSchema, 'GET /x'))
 */
export function checked<S extends GenericSchema>(api: ApiClient, schema: S, what: string) {
  return (envelope: Envelope<unknown>): Result<InferOutput<S>, BusinessError> => {
    if (envelope.code !== SUCCESS_CODE) return err(new BusinessError(envelope.code, envelope.msg, envelope.data));
    const parsed = safeParse(schema, envelope.data);
    if (parsed.success) return ok(parsed.output);
    return api.rejectAnswer(what, parsed.issues.slice(0, 3).map((i) => `${getDotPath(i) ?? '(root)'}: ${i.message}`));
  };
}
