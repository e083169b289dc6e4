import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { WalletGateway } from '../ports/wallet-gateway';
import type { OrderNames } from '../ports/order-names';
import type { Clock } from '../ports/clock';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';
import { type Wallet, type WalletDetail, isOrderDeduction, monthRange, monthRefusal } from '../../domain/wallet/wallet';
import type { Load } from '../ports/load';

export type WalletFailure = { kind: 'month'; message: string } | { kind: 'server'; error: BusinessError };

/**
 * The wallet for one month: a future (or malformed) month is refused before any call; the
 * month's bounds go to GET /v2/account/wallet; each order deduction gets its order's name.
 */
@injectable()
export class LoadWallet {
  constructor(
    @inject(TOKENS.WalletGateway) private readonly wallets: Load<WalletGateway>,
    @inject(TOKENS.OrderNames) private readonly orders: Load<OrderNames>,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(month: string): Promise<Result<Wallet, WalletFailure>> {
    const refused = monthRefusal(month, this.clock.now());
    if (refused) return err({ kind: 'month', message: refused });
    const answer = await (await this.wallets()).wallet(monthRange(month));
    if (!answer.ok) return err({ kind: 'server', error: answer.error });
    const names = await this.orderNames(answer.value.details);
    const details = answer.value.details.map((d): WalletDetail => {
      const name = names.get(d.order_id);
      return isOrderDeduction(d) && name ? { ...d, orderName: name } : d;
    });
    return ok({ ...answer.value, details });
  }

  /** One lookup per order; a name that cannot be had leaves the transaction without one. */
  private async orderNames(details: readonly WalletDetail[]): Promise<Map<number, string>> {
    const ids = [...new Set(details.filter(isOrderDeduction).map((d) => d.order_id))];
    const found = await Promise.all(
      ids.map(async (id) => {
        const answer = await (await this.orders()).orderName(id).catch(() => null);
        return answer?.ok && answer.value ? ([id, answer.value] as const) : null;
      }),
    );
    return new Map(found.filter((f) => f !== null));
  }
}
