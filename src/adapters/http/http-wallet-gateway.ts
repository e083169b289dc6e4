import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import type { WalletGateway } from '../../application/ports/wallet-gateway';
import type { MonthRange } from '../../domain/wallet/wallet';
import { num } from '../../../contracts/api/answer-shapes';

/** An amount: a number, or one sent as text (JSON carries no Infinity or NaN, so `num` is all it needs). */
const amount = num;
const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s === null ? '' : String(s)))), '');
const id = v.optional(v.pipe(v.nullable(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d*$/))])), v.transform((x) => Number(x ?? 0))), 0);

const DetailSchema = v.object({
  created: v.string(),
  type: text,
  total_amount_desc: text,
  status_desc: text,
  tx_sn: text,
  order_id: id,
  use_wallet_type: text,
  funds_list_desc: text,
});

/** GET /v2/account/wallet: money (three balances) and the month's details. */
export const WalletSchema = v.object({
  money: v.object({ balance: amount, reward_funds: amount, blocked_funds: amount }),
  details: v.optional(v.nullable(v.array(DetailSchema)), []),
});

export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly api: ApiClient) {}

  async wallet(range: MonthRange) {
    const answer = await this.api
      .get<unknown>('/account/wallet', { query: { ...range } })
      .then(checked(this.api, WalletSchema, 'GET /account/wallet'));
    return answer.ok ? { ok: true as const, value: { money: answer.value.money, details: answer.value.details ?? [] } } : answer;
  }
}
