import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';
import type { Load } from '../ports/load';

export type WechatState = { kind: 'bound'; nickname: string } | { kind: 'unbound'; qrCode: string };

/** 微信绑定: the bound nickname, or the official account's QR code to scan when none is bound. */
@injectable()
export class LoadWechatBinding {
  constructor(@inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>) {}

  async execute(): Promise<Result<WechatState, BusinessError>> {
    const binding = await (await this.gateway()).wechatBinding();
    if (!binding.ok) return binding;
    if (binding.value) return ok({ kind: 'bound', nickname: binding.value.nickname });
    const qr = await (await this.gateway()).wechatQrCode();
    return qr.ok ? ok({ kind: 'unbound', qrCode: qr.value }) : err(qr.error);
  }
}
