import { ApiClient } from './api-client';
import type { WalletGateway } from '../../application/ports/wallet-gateway';
import type { MonthRange } from '../../domain/wallet/wallet';
import { wallet } from '../../../contracts/api/wallet';

export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly api: ApiClient) {}

  async wallet(range: MonthRange) {
    const answer = await this.api.call(wallet.records, { query: { ...range } });
    return answer.ok ? { ok: true as const, value: { money: answer.value.money, details: answer.value.details ?? [] } } : answer;
  }
}
