import { describe } from 'vitest';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { FakeAuthGateway, signInResponse } from '../../fakes/fake-auth-gateway';
import { type AuthAccount, describeAuthGatewayCases } from '../../fakes/cases/auth-gateway.cases';
import { DEMO_PASSWORD, DEMO_SMS_CODE, seedAccounts } from '../../../mock-server/fixtures/accounts';
import { useRealApi } from './real-adapters';

const account = (username: string): AuthAccount => {
  const a = seedAccounts().find((x) => x.username === username)!;
  return { username: a.username, phone: a.phone, user_id: a.user_id, company_id: a.company_id };
};
const merchant = account('merchant');
const dormant = account('dormant');

describeAuthGatewayCases('FakeAuthGateway', async () => {
  const fake = new FakeAuthGateway();
  fake.response = signInResponse({ user_id: merchant.user_id, company_id: merchant.company_id });
  fake.protectedUsers.add(dormant.user_id);
  return { gateway: () => fake, password: fake.password, smsCode: fake.smsCode, merchant, dormant };
});

describe('the real adapter', () => {
  const real = useRealApi();
  describeAuthGatewayCases('HttpAuthGateway against the mock server', async () => ({
    gateway: (user) => new HttpAuthGateway(real.api(user), { clientId: 'merchant-web', clientSecret: '' }),
    password: DEMO_PASSWORD,
    smsCode: DEMO_SMS_CODE,
    merchant,
    dormant,
  }));
});
