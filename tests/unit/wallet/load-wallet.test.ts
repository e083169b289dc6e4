import { describe, expect, it } from 'vitest';
import { LoadWallet } from '../../../src/application/wallet/load-wallet';
import { WALLET_MESSAGES, type WalletDetail } from '../../../src/domain/wallet/wallet';
import { InMemoryOrderNames, InMemoryWalletGateway } from '../../fakes/in-memory-wallet-gateway';
import { FixedClock } from '../../fakes/fixed-clock';
import { loaded } from '../../fakes/loaded';

const clock = new FixedClock(new Date(2024, 4, 20, 10, 0, 0));
const tx = (order_id: number, tx_sn: string): WalletDetail => ({
  created: '2024-05-02 10:00:00',
  type: order_id ? '订单扣费' : '充值',
  total_amount_desc: order_id ? '-60.00' : '+100.00',
  status_desc: '成功',
  tx_sn,
  order_id,
  use_wallet_type: '余额',
  funds_list_desc: '',
});

describe('LoadWallet', () => {
  it('refuses a future month without asking the server', async () => {
    const wallets = new InMemoryWalletGateway();
    const result = await new LoadWallet(loaded(wallets), loaded(new InMemoryOrderNames()), clock).execute('2024-06');
    expect(result).toEqual({ ok: false, error: { kind: 'month', message: WALLET_MESSAGES.futureMonth } });
    expect(wallets.calls).toEqual([]);
  });

  it("asks for the month's bounds and names each order deduction once", async () => {
    const wallets = new InMemoryWalletGateway();
    wallets.value = { ...wallets.value, details: [tx(501002, 'a'), tx(0, 'b'), tx(501002, 'c'), tx(501005, 'd')] };
    const names = new InMemoryOrderNames({ 501002: '绿城桂花园', 501005: '西溪诚园' });
    const result = await new LoadWallet(loaded(wallets), loaded(names), clock).execute('2024-04');
    expect(wallets.named('wallet')).toEqual([[{ startTime: '2024-04-01 00:00:00', endTime: '2024-04-30 23:59:59' }]]);
    expect(names.named('orderName')).toEqual([[501002], [501005]]);
    expect(result.ok && result.value.details.map((d) => d.orderName)).toEqual(['绿城桂花园', undefined, '绿城桂花园', '西溪诚园']);
    expect(result.ok && result.value.money.balance).toBe(1280);
  });

  it('keeps a deduction without a name when its order cannot be had', async () => {
    const wallets = new InMemoryWalletGateway();
    wallets.value = { ...wallets.value, details: [tx(501002, 'a'), tx(501009, 'b')] };
    const result = await new LoadWallet(loaded(wallets), loaded(new InMemoryOrderNames({}, [501009])), clock).execute('2024-05');
    expect(result.ok && result.value.details.map((d) => d.orderName)).toEqual([undefined, undefined]);
  });

  it('passes a server refusal on', async () => {
    const wallets = new InMemoryWalletGateway().refuse(20403, '暂无该权限');
    const result = await new LoadWallet(loaded(wallets), loaded(new InMemoryOrderNames()), clock).execute('2024-05');
    expect(!result.ok && result.error.kind).toBe('server');
  });
});
