import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AccountRecoveryGateway, FindAccountApplication } from '../ports/account-recovery-gateway';
import { type Result, err, ok } from '../../domain/shared/result';
import { type FieldErrors, required, validateForm } from '../../domain/shared/validation';
import { phoneRules } from '../../domain/shared/phone';
import { smsCodeRules } from '../../domain/account/sign-in-form';
import type { Load } from '../ports/load';

export type FindAccountField = keyof FindAccountApplication;

export const FIND_ACCOUNT_MESSAGES = {
  companyName: '请输入公司名称',
  contact: '请输入联系人',
  contactChinese: '只能输入汉字',
  license: '请上传公司营业执照',
} as const;

export function validateFindAccount(v: FindAccountApplication): FieldErrors<FindAccountField> {
  return validateForm(v as unknown as Record<FindAccountField, string>, {
    company_name: [required(FIND_ACCOUNT_MESSAGES.companyName)],
    contact: [
      required(FIND_ACCOUNT_MESSAGES.contact),
      (s) => (/^[\u4e00-\u9fa5]+$/.test(s.trim()) ? null : FIND_ACCOUNT_MESSAGES.contactChinese),
    ],
    phone: phoneRules,
    sms_code: smsCodeRules,
    license: [required(FIND_ACCOUNT_MESSAGES.license)],
  });
}

export type ApplyError = { kind: 'invalid'; fields: FieldErrors<FindAccountField> } | { kind: 'rejected'; message: string };

@injectable()
export class ApplyForAccount {
  constructor(@inject(TOKENS.AccountRecoveryGateway) private readonly gateway: Load<AccountRecoveryGateway>) {}

  async execute(v: FindAccountApplication): Promise<Result<true, ApplyError>> {
    const fields = validateFindAccount(v);
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const answer = await (await this.gateway()).apply({ ...v, company_name: v.company_name.trim(), phone: v.phone.trim() });
    return answer.ok ? ok(true) : err({ kind: 'rejected', message: answer.error.msg });
  }
}
