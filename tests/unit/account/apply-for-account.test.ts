import { describe, expect, it } from 'vitest';
import { ApplyForAccount } from '../../../src/application/account/apply-for-account';
import { BusinessError } from '../../../src/application/errors';
import type { AccountRecoveryGateway, FindAccountApplication } from '../../../src/application/ports/account-recovery-gateway';
import { err, ok, type Result } from '../../../src/domain/common/result';
import { FIND_ACCOUNT_MESSAGES, type FindAccountValues } from '../../../src/domain/account/find-account-form';
import { loaded } from '../../fakes/loaded';

const values: FindAccountValues = {
  company_name: '  美居装饰  ',
  contact: '李明',
  phone: '13800138000',
  sms_code: '123456',
  license: 'licence/2024/a.jpg',
};

function recovery(answer: Result<unknown, BusinessError> = ok(null)) {
  const sent: FindAccountApplication[] = [];
  const gateway: AccountRecoveryGateway = {
    apply: async (application) => {
      sent.push(application);
      return answer;
    },
  };
  return { gateway, sent };
}

describe('找回账号 (ApplyForAccount)', () => {
  it("sends the form's output, trimmed, and answers ok", async () => {
    const { gateway, sent } = recovery();
    expect(await new ApplyForAccount(loaded(gateway)).execute(values)).toEqual(ok(true));
    expect(sent).toEqual([{ ...values, company_name: values.company_name.trim() }]);
  });

  it("sends nothing when a field breaks the form's rules, and names the field", async () => {
    const { gateway, sent } = recovery();
    const result = await new ApplyForAccount(loaded(gateway)).execute({ ...values, license: '' });
    expect(result).toEqual(err({ kind: 'invalid', fields: { license: FIND_ACCOUNT_MESSAGES.license } }));
    expect(sent).toEqual([]);
  });

  it("answers a refusal with the server's message", async () => {
    const { gateway } = recovery(err(new BusinessError(20001, 'no such company')));
    expect(await new ApplyForAccount(loaded(gateway)).execute(values)).toEqual(err({ kind: 'rejected', message: 'no such company' }));
  });
});
