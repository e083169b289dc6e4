import type { WalletGateway } from '../../src/application/ports/wallet-gateway';
import type { OrderNames } from '../../src/application/ports/order-names';
import type { MonthRange, Wallet } from '../../src/domain/wallet/wallet';
import { CallRecorder } from './in-memory-order-gateway';

export class InMemoryWalletGateway extends CallRecorder implements WalletGateway {
  value: Wallet = { money: { balance: 1280, reward_funds: 200, blocked_funds: 5000 }, details: [] };
  wallet = (range: MonthRange) => this.answer('wallet', [range], this.value);
}

/** Order names by id; an id without a name answers 20404, one in `failing` rejects. */
export class InMemoryOrderNames extends CallRecorder implements OrderNames {
  constructor(
    private readonly names: Record<number, string> = {},
    private readonly failing: number[] = [],
  ) {
    super();
  }
  orderName = (orderId: number) => {
    if (this.failing.includes(orderId)) return Promise.reject(new Error('network'));
    if (!(orderId in this.names)) this.refuse(20404, '订单不存在');
    return this.answer('orderName', [orderId], this.names[orderId] ?? '');
  };
}
