import { oneIsYes } from '../answer-shapes';

/**
 * GET /v2/users/check-unregister/:userId: data 1 means the account is in its deregistration
 * protection period (spec 1 section 7), so signing in offers re-activation. Anything else, a
 * malformed answer included, signs in as usual.
 */
export const ProtectionSchema = oneIsYes;
