import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { PhoneCheckGateway } from '../ports/phone-check-gateway';
import type { BusinessError } from '../errors';
import { type Result, ok } from '../../domain/common/result';
import { isValidPhone } from '../../domain/common/schema';
import type { Load } from '../ports/load';

/**
 * Whether a phone is already registered (the sub-account and subsidiary forms check on blur).
 * A malformed number is not asked about: the field's own rule reports it.
 */
@injectable()
export class CheckPhoneRegistered {
  constructor(@inject(TOKENS.PhoneCheckGateway) private readonly gateway: Load<PhoneCheckGateway>) {}

  async execute(phone: string): Promise<Result<boolean, BusinessError>> {
    const trimmed = phone.trim();
    if (!isValidPhone(trimmed)) return ok(false);
    return (await this.gateway()).isRegistered(trimmed);
  }
}
