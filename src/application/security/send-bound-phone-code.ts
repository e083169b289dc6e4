import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { CaptchaProof } from '../ports/auth-gateway';
import type { BoundPhoneCodeType, SecurityGateway } from '../ports/security-gateway';
import type { SendSmsError } from '../session/send-sms-code';
import { type Result, err, ok } from '../../domain/common/result';
import { SIGN_IN_MESSAGES } from '../../domain/account/sign-in-form';
import type { Load } from '../ports/load';

/** An SMS code to the account's own phone (?verify_type=unbind or unregister), only after the captcha. */
@injectable()
export class SendBoundPhoneCode {
  constructor(@inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>) {}

  async execute(type: BoundPhoneCodeType, proof: CaptchaProof | null): Promise<Result<string, SendSmsError>> {
    if (!proof) return err({ kind: 'blocked', message: SIGN_IN_MESSAGES.captchaRequired });
    const answer = await (await this.gateway()).sendCodeToBoundPhone(type, proof);
    return answer.ok ? ok(answer.value) : err({ kind: 'rejected', message: answer.error.msg });
  }
}
