import type { Router } from 'express';
import type * as v from 'valibot';
import type { MockArea } from '../area';
import { ok, NO_PERMISSION, refuse } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import { type WalletQuery, beijingSeconds, wallet } from '../../contracts/api/wallet';
import { type WalletTransaction, balanceOf, merchantTransactions, monthTransactions } from '../fixtures/wallet';

/** Transactions by company while the server runs (only the merchant has any). */
let transactions = new Map<number, WalletTransaction[]>();

function reset() {
  transactions = new Map([[501, merchantTransactions(Date.now() / 1000)]]);
}

function routes(v2: Router) {
  // The wallet of a month: the three balances and the transactions between the two bounds.
  mount(v2, wallet.records, (req, res) => {
    const a = me(req);
    // Only the normal account's menu offers the wallet (spec 2 section 2).
    if (a.isSubAccount || a.isGroupCompany) return refuse(res, NO_PERMISSION);
    const { startTime, endTime } = req.query as v.InferOutput<typeof WalletQuery>;
    const from = beijingSeconds(startTime);
    const to = beijingSeconds(endTime);
    const details = (transactions.get(a.company_id) ?? [])
      .filter((t) => t.at >= from && t.at <= to)
      .map(({ at: _at, ...t }) => t);
    ok(res, { money: balanceOf(a.company_id), details });
  });
}

/** The month the wallet pacts ask for; the state fills it whatever today is. */
export const PACT_WALLET_MONTH = { start: '2024-05-01 00:00:00', end: '2024-05-31 23:59:59' };

export const walletArea: MockArea = {
  name: 'wallet',
  reset,
  routes,
  states: {
    'the merchant has transactions in May 2024': () => {
      const fixed = monthTransactions(beijingSeconds(PACT_WALLET_MONTH.start), beijingSeconds(PACT_WALLET_MONTH.end), 0);
      transactions.set(501, [...fixed, ...(transactions.get(501) ?? [])].sort((a, b) => b.at - a.at));
    },
  },
};
