import { TOKENS } from '../tokens';
import { callPort } from '../read-port';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';

/** 解绑 on the WeChat tab (DELETE unbind-wx). */
export const UnbindWechat = callPort(TOKENS.SecurityGateway, async (gateway): Promise<Result<true, BusinessError>> => {
  const answer = await gateway.unbindWechat();
  return answer.ok ? ok(true) : err(answer.error);
});
export type UnbindWechat = InstanceType<typeof UnbindWechat>;
