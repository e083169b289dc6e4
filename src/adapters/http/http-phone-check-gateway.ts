import { ApiClient } from './api-client';
import type { PhoneCheckGateway } from '../../application/ports/phone-check-gateway';
import { company } from '../../../contracts/api/company';

export class HttpPhoneCheckGateway implements PhoneCheckGateway {
  constructor(private readonly api: ApiClient) {}

  async isRegistered(phone: string) {
    const result = await this.api.call(company.checkPhone, { query: { phone, type: 'Landlord' } });
    return result.ok ? { ok: true as const, value: result.value.registered } : result;
  }
}
