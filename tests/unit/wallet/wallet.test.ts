import { describe, expect, it } from 'vitest';
import {
  WALLET_MESSAGES,
  type WalletDetail,
  formatMoney,
  isOrderDeduction,
  monthFlow,
  monthOf,
  monthRange,
  monthRefusal,
  signedAmount,
} from '../../../src/domain/wallet/wallet';

const NOW = new Date(2024, 4, 20, 10, 0, 0);
const detail = (total_amount_desc: string, order_id = 0): WalletDetail => ({
  created: '2024-05-02 10:00:00',
  type: order_id ? '订单扣费' : '充值',
  total_amount_desc,
  status_desc: '成功',
  tx_sn: 'TX1',
  order_id,
  use_wallet_type: '余额',
  funds_list_desc: '',
});

describe('wallet month picker', () => {
  it('holds months as yyyy-MM', () => {
    expect(monthOf(NOW)).toBe('2024-05');
  });

  it.each([
    ['2024-05', null],
    ['2024-04', null],
    ['2019-12', null],
    ['2024-06', WALLET_MESSAGES.futureMonth],
    ['2025-01', WALLET_MESSAGES.futureMonth],
    ['', WALLET_MESSAGES.monthRequired],
    ['2024-13', WALLET_MESSAGES.monthRequired],
    ['2024-5', WALLET_MESSAGES.monthRequired],
  ])('month %j is refused with %j', (month, message) => {
    expect(monthRefusal(month, NOW)).toBe(message);
  });

  it('asks for the first and last second of the month', () => {
    expect(monthRange('2024-02')).toEqual({ startTime: '2024-02-01 00:00:00', endTime: '2024-02-29 23:59:59' });
    expect(monthRange('2023-12')).toEqual({ startTime: '2023-12-01 00:00:00', endTime: '2023-12-31 23:59:59' });
  });

  it('asks for no range of a text that is not a month', () => {
    expect(() => monthRange('2024-13')).toThrow('2024-13');
    expect(() => monthRange('')).toThrow();
  });
});

describe('wallet amounts', () => {
  it.each([
    ['+1,000.00', 1000],
    ['-60.00', -60],
    ['-¥80.50', -80.5],
    ['+50.00元', 50],
    ['60.00', 60],
    ['+1,000', 1000],
    ['-80.55元', -80.55],
    ['—', 0],
  ])('reads %j as %d', (desc, value) => {
    expect(signedAmount(desc)).toBe(value);
  });

  it("sums the month's money in and out", () => {
    expect(monthFlow([detail('+1,000.00'), detail('-60.00', 501002), detail('-80.10', 501005), detail('+0.10')])).toEqual({ income: 1000.1, expense: 140.1 });
    expect(monthFlow([])).toEqual({ income: 0, expense: 0 });
  });

  it('knows an order deduction by its order id', () => {
    expect(isOrderDeduction(detail('-60.00', 501002))).toBe(true);
    expect(isOrderDeduction(detail('+60.00'))).toBe(false);
  });

  it('formats money with thousands and two decimals', () => {
    expect(formatMoney(1280)).toBe('1,280.00');
    expect(formatMoney(0)).toBe('0.00');
  });
});
