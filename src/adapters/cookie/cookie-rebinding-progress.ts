import Cookies from 'js-cookie';
import type { RebindingProgress } from '../../application/ports/rebinding-progress';
import { REBINDING_STEP_MINUTES } from '../../domain/security/rebinding';
import { isSecurePage } from './cookie-session-store';

export const REBINDING_COOKIE = 'binding_step';

/** Step 2 of phone rebinding survives a reload for 5 minutes after the old phone was verified. */
export class CookieRebindingProgress implements RebindingProgress {
  constructor(private readonly now: () => number = Date.now) {}

  rememberVerified(userId: number) {
    const expires = new Date(this.now() + REBINDING_STEP_MINUTES * 60_000);
    Cookies.set(REBINDING_COOKIE, String(userId), { expires, path: '/', sameSite: 'Lax', ...(isSecurePage() ? { secure: true } : {}) });
  }

  isVerified = (userId: number) => Cookies.get(REBINDING_COOKIE) === String(userId);

  forget() {
    Cookies.remove(REBINDING_COOKIE, { path: '/' });
  }
}
