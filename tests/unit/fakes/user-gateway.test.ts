import { describe } from 'vitest';
import { HttpUserGateway } from '../../../src/adapters/http/http-user-gateway';
import { FakeUserGateway } from '../../fakes/fake-user-gateway';
import { describeUserGatewayCases } from '../../fakes/cases/user-gateway.cases';
import { seedAccounts } from '../../../mock-server/fixtures/accounts';
import { useRealApi } from './real-adapters';

// The demo merchant: its messages start unread (the dot is on).
const merchant = seedAccounts().find((a) => a.username === 'merchant')!;
const user = {
  id: merchant.user_id,
  realname: merchant.realname,
  company_id: merchant.company_id,
  company_name: merchant.company_name,
  licenseStatus: merchant.licenseStatus,
  status: merchant.status,
  unreadMessages: true,
};

describeUserGatewayCases('FakeUserGateway', async () => {
  const fake = new FakeUserGateway();
  fake.infoAnswer = { licenseStatus: user.licenseStatus, status: user.status };
  return { gateway: fake, user };
});

describe('the real adapter', () => {
  const real = useRealApi();
  describeUserGatewayCases('HttpUserGateway against the mock server', async () => ({ gateway: new HttpUserGateway(real.api('merchant')), user }));
});
