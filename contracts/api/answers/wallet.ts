import * as v from 'valibot';
import { num } from '../answer-shapes';

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
