import { inject, injectable } from 'inversify';
import type { Rejected } from '../errors';
import { TOKENS } from '../tokens';
import type { AuthGateway, CaptchaProof, VerifyType } from '../ports/auth-gateway';
import { type Result, err, ok } from '../../domain/common/result';
import { Phone, messageOf } from '../../domain/common/schema';
import { SIGN_IN_MESSAGES, smsSendBlocker } from '../../domain/account/sign-in-form';
import { COMPANY_DISABLED_CODE } from '../../domain/common/business-codes';


export type SendSmsError =
  /** Captcha or phone not ready: show the message, nothing was sent. */
  | { kind: 'blocked'; message: string }
  /** 20023: the company is disabled; the captcha must be reset. */
  | { kind: 'disabled'; message: string }
  | Rejected;

@injectable()
export class SendSmsCode {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(input: {
    phone: string;
    verifyType: VerifyType;
    proof: CaptchaProof | null;
  }): Promise<Result<string, SendSmsError>> {
    const phone = input.phone.trim();
    const blocker = smsSendBlocker(input.proof !== null, messageOf(Phone, phone));
    if (blocker || !input.proof) return err({ kind: 'blocked', message: blocker ?? SIGN_IN_MESSAGES.captchaRequired });
    const answer = await this.auth.sendSmsCode(phone, input.verifyType, input.proof);
    if (answer.ok) return ok(answer.value);
    if (answer.error.code === COMPANY_DISABLED_CODE)
      return err({ kind: 'disabled', message: SIGN_IN_MESSAGES.companyDisabled });
    return err({ kind: 'rejected', message: answer.error.msg });
  }
}
