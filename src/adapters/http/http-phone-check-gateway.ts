import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import type { PhoneCheckGateway } from '../../application/ports/phone-check-gateway';

/** data.registered: true, 1 or '1' when the phone already has an account (the path is assumed). */
export const CheckSchema = v.looseObject({
  registered: v.pipe(v.union([v.boolean(), v.number(), v.string()]), v.transform((r) => r === true || r === 1 || r === '1')),
});

export class HttpPhoneCheckGateway implements PhoneCheckGateway {
  constructor(private readonly api: ApiClient) {}

  async isRegistered(phone: string) {
    const answer = await this.api.get<unknown>('/users/check-phone', { query: { phone, type: 'Landlord' } });
    const result = checked(this.api, CheckSchema, 'GET /users/check-phone')(answer);
    return result.ok ? { ok: true as const, value: result.value.registered } : result;
  }
}
