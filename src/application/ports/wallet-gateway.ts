import type { MonthRange, Wallet } from '../../domain/wallet/wallet';
import type { Answer } from './order-gateway';

/** GET /v2/account/wallet: the balances and the transactions of a month. */
export interface WalletGateway {
  wallet(range: MonthRange): Answer<Wallet>;
}
