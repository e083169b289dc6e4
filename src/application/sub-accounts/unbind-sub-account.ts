import { TOKENS } from '../tokens';
import { callPort } from '../read-port';
import { type Result, err, ok } from '../../domain/common/result';

/** Unbinds a sub-account (it can no longer sign in). A refusal carries the server's msg. */
export const UnbindSubAccount = callPort(TOKENS.SubAccountAdminGateway, async (gateway, id: number): Promise<Result<true, string>> => {
  const answer = await gateway.unbind(id);
  return answer.ok ? ok(true) : err(answer.error.msg);
});
export type UnbindSubAccount = InstanceType<typeof UnbindSubAccount>;
