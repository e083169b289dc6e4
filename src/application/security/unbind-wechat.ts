import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';
import type { Load } from '../ports/load';

/** 解绑 on the WeChat tab (DELETE unbind-wx). */
@injectable()
export class UnbindWechat {
  constructor(@inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>) {}

  async execute(): Promise<Result<true, BusinessError>> {
    const answer = await (await this.gateway()).unbindWechat();
    return answer.ok ? ok(true) : err(answer.error);
  }
}
