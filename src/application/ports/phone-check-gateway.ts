import type { Answer } from './order-gateway';

/** GET /v2/users/check-phone?phone=&type=Landlord: whether a phone already has an account. */
export interface PhoneCheckGateway {
  isRegistered(phone: string): Answer<boolean>;
}
