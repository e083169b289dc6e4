import { describe } from 'vitest';
import { HttpSubAccountGateway } from '../../../src/adapters/http/http-sub-account-gateway';
import { InMemorySubAccountGateway } from '../../fakes/in-memory-appeal-gateway';
import { describeSubAccountGatewayCases } from '../../fakes/cases/sub-account-gateway.cases';
import { seedAccounts } from '../../../mock-server/fixtures/accounts';
import { useRealApi } from './real-adapters';

// The demo designer, a sub-account of the demo merchant's company.
const account = seedAccounts().find((a) => a.username === 'designer')!;
const designer = { id: account.user_id, realname: account.realname, phone: account.phone };

describeSubAccountGatewayCases('InMemorySubAccountGateway', async () => ({
  gateway: new InMemorySubAccountGateway([{ ...designer, head_img_url: null }, { id: 1010, realname: 'Other', phone: '13800000010', head_img_url: null }]),
  designer,
}));

describe('the real adapter', () => {
  const real = useRealApi();
  describeSubAccountGatewayCases('HttpSubAccountGateway against the mock server', async () => ({ gateway: new HttpSubAccountGateway(real.api('merchant')), designer }));
});
