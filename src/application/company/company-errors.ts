import type { BusinessError, InvalidFields } from '../errors';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';


/** Why a company-screen save did not happen; the screen shows the spec's message for each. */
export type CompanySaveError<F extends string = string> =
  | { kind: 'read-only' }
  | { kind: 'unavailable'; message: string }
  | InvalidFields<F>
  | { kind: 'missing-image'; message: string }
  | { kind: 'unchanged'; message: string }
  /** A business answer; the request layer already toasted it unless it is `silent` (20022). */
  | { kind: 'rejected'; code: number; message: string; silent: boolean };

export const rejected = (e: BusinessError): CompanySaveError => ({
  kind: 'rejected',
  code: e.code,
  message: e.msg,
  // 20022 is silent on the company screens (spec 2 section 8): the form is kept as typed.
  silent: e.code === AUDIT_FAILED_CODE,
});
