import { describe, expect, it } from 'vitest';
import { format, startOfMonth, endOfMonth } from 'date-fns';
import { useMockApi } from './mock-server-fixture';

const mock = useMockApi();

interface WalletData {
  money: { balance: number; reward_funds: number; blocked_funds: number };
  details: { created: string; type: string; order_id: number; total_amount_desc: string; tx_sn: string }[];
}

const FMT = 'yyyy-MM-dd HH:mm:ss';
const now = new Date();
const thisMonth = `startTime=${encodeURIComponent(format(startOfMonth(now), FMT))}&endTime=${encodeURIComponent(format(endOfMonth(now), FMT))}`;
const wallet = (user: string, query = thisMonth) => mock.call<WalletData>('GET', `/account/wallet?${query}`, user);

describe('wallet mock', () => {
  it("gives the merchant its balances and this month's transactions, order deductions with a named order", async () => {
    const answer = await wallet('merchant', `startTime=${encodeURIComponent('2000-01-01 00:00:00')}&endTime=${encodeURIComponent('2099-12-31 23:59:59')}`);
    expect(answer.code).toBe(200);
    expect(answer.data.money).toEqual({ balance: 1280, reward_funds: 200, blocked_funds: 5000 });
    expect(answer.data.details.length).toBe(36);
    const deduction = answer.data.details.find((d) => d.type === '订单扣费');
    expect(deduction?.order_id).toBeGreaterThan(0);
    const order = await mock.call<{ orderName: string }>('GET', `/orders/${deduction?.order_id}?simple=1`, 'merchant');
    expect(order.data.orderName).not.toBe('');
    const times = answer.data.details.map((d) => d.created);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers only the transactions inside the asked month', async () => {
    const all = (await wallet('merchant')).data.details;
    expect(all.length).toBeGreaterThan(0);
    const old = await wallet('merchant', `startTime=${encodeURIComponent('2001-03-01 00:00:00')}&endTime=${encodeURIComponent('2001-03-31 23:59:59')}`);
    expect(old.data.details).toEqual([]);
    expect(old.data.money.balance).toBe(1280);
  });

  it('gives newco zero balances and no transactions', async () => {
    const answer = await wallet('newco');
    expect(answer.data).toEqual({ money: { balance: 0, reward_funds: 0, blocked_funds: 0 }, details: [] });
  });

  it('refuses a sub-account and a request without a session', async () => {
    expect((await wallet('designer')).code).toBe(20403);
    expect((await wallet('')).code).toBe(20201);
  });

  it.each([
    ['no end', `startTime=${encodeURIComponent('2024-01-01 00:00:00')}`],
    ['a date without time', 'startTime=2024-01-01&endTime=2024-01-31'],
    ['an end before the start', `startTime=${encodeURIComponent('2024-02-01 00:00:00')}&endTime=${encodeURIComponent('2024-01-31 23:59:59')}`],
  ])('answers 400 with the envelope for %s', async (_what, query) => {
    const answer = await wallet('merchant', query);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/^参数错误/);
  });
});
