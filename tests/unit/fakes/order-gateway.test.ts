import { describe } from 'vitest';
import { HttpOrderGateway } from '../../../src/adapters/http/http-order-gateway';
import { InMemoryOrderGateway } from '../../fakes/in-memory-order-gateway';
import { orderWorld } from '../../fakes/order-world';
import { describeOrderGatewayCases } from '../../fakes/cases/order-gateway.cases';
import { seedAccounts } from '../../../mock-server/fixtures/accounts';
import { useRealApi } from './real-adapters';

// The demo designer (a sub-account of the demo merchant's company) the mock assigns orders to.
const designer = seedAccounts().find((a) => a.username === 'designer')!;
const subUser = { id: designer.user_id, realname: designer.realname };

describeOrderGatewayCases('InMemoryOrderGateway', async () => {
  const gateway = new InMemoryOrderGateway();
  gateway.orders = orderWorld(subUser);
  return { gateway, subUser };
});

describe('the real adapter', () => {
  const real = useRealApi();
  describeOrderGatewayCases('HttpOrderGateway against the mock server', async () => ({
    gateway: new HttpOrderGateway(real.api('merchant')),
    subUser,
  }));
});
