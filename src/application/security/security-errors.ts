import { RequestFailedError, type InvalidFields, type Rejected } from '../errors';
import type { SecurityGateway, VerifiedCodeType } from '../ports/security-gateway';
import type { SessionModel } from '../session/session.model';
import { type Result, err, ok } from '../../domain/common/result';

export type SecurityError<F extends string = never> =
  /** Field messages of the spec; nothing was sent. */
  | InvalidFields<F>
  /** verify-sms could not be reached: 验证码错误，请重新填写. */
  | { kind: 'verify-failed' }
  /** The server refused; the request layer has shown its msg. */
  | Rejected;

/** verify-sms, with a transport failure turned into its own outcome (spec 2 section 8). */
export async function verifyCode(
  gateway: SecurityGateway,
  code: string,
  type: VerifiedCodeType,
): Promise<Result<true, SecurityError>> {
  try {
    const answer = await gateway.verifySms(code, type);
    return answer.ok ? ok(true) : err({ kind: 'rejected', message: answer.error.msg });
  } catch (error) {
    if (error instanceof RequestFailedError && error.kind !== 'aborted') return err({ kind: 'verify-failed' });
    throw error;
  }
}

/** The signed-in account's user id (these screens are behind sign-in). */
export function currentUserId(session: SessionModel): number {
  const user = session.$user.getState();
  if (!user) throw new Error('no signed-in user');
  return user.user_id;
}

