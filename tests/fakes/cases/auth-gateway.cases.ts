import { describe, expect, it } from 'vitest';
import type { AuthGateway, CaptchaProof } from '../../../src/application/ports/auth-gateway';
import { BusinessError } from '../../../src/application/errors';

export interface AuthAccount {
  username: string;
  phone: string;
  user_id: number;
  company_id: number;
}

/** The accounts a world holds (every password `password`, every SMS code `smsCode`), and the gateway as one of them. */
export interface AuthWorld {
  gateway: (signedInAs?: string) => AuthGateway;
  password: string;
  smsCode: string;
  merchant: AuthAccount;
  /** An account in its deregistration protection period. */
  dormant: AuthAccount;
}

const PROOF: CaptchaProof = { token: 'captcha-token', sessionId: 'captcha-session', sig: 'captcha-sig', scene: 'login' };
const NEW_PASSWORD = 'Changed2024x';

const refused = (answer: { ok: boolean; error?: unknown }) => !answer.ok && answer.error instanceof BusinessError;

/** What the sign-in, password and re-activation screens rely on, through the port only. */
export function describeAuthGatewayCases(name: string, setup: () => Promise<AuthWorld>) {
  describe(`auth gateway cases: ${name}`, () => {
    it('a wrong password is refused; the right one gives a token for the account', async () => {
      const w = await setup();
      const wrong = await w.gateway().signInWithPassword(w.merchant.username, `${w.password}-wrong`);
      expect(refused(wrong)).toBe(true);
      const right = await w.gateway().signInWithPassword(w.merchant.username, w.password);
      expect(right.ok).toBe(true);
      if (!right.ok) return;
      expect(right.value.access_token).toEqual(expect.any(String));
      expect(right.value.access_token).not.toBe('');
      expect([Number(right.value.user_id), Number(right.value.company_id)]).toEqual([w.merchant.user_id, w.merchant.company_id]);
    });

    it('a wrong SMS code is refused; the right one gives a token', async () => {
      const w = await setup();
      expect(refused(await w.gateway().signInWithSms(w.merchant.phone, '000000'))).toBe(true);
      const right = await w.gateway().signInWithSms(w.merchant.phone, w.smsCode);
      expect(right.ok && right.value.access_token !== '').toBe(true);
    });

    it('an SMS code request with a captcha proof answers the message to show', async () => {
      const w = await setup();
      const answer = await w.gateway().sendSmsCode(w.merchant.phone, 'login', PROOF);
      expect(answer.ok && typeof answer.value === 'string' && answer.value !== '').toBe(true);
    });

    it('a password change with the wrong current password is refused with 20301; with the right one the new password signs in', async () => {
      const w = await setup();
      const gateway = w.gateway(w.merchant.username);
      const wrong = await gateway.changePassword({ old_password: `${w.password}-wrong`, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
      expect(refused(wrong) && !wrong.ok && wrong.error.code).toBe(20301);
      const right = await gateway.changePassword({ old_password: w.password, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
      expect(right.ok).toBe(true);
      expect((await w.gateway().signInWithPassword(w.merchant.username, NEW_PASSWORD)).ok).toBe(true);
      expect(refused(await w.gateway().signInWithPassword(w.merchant.username, w.password))).toBe(true);
    });

    it('an account in its protection period says so until it is activated', async () => {
      const w = await setup();
      expect(await w.gateway(w.merchant.username).isInDeregistrationProtection(w.merchant.user_id)).toBe(false);
      const dormant = w.gateway(w.dormant.username);
      expect(await dormant.isInDeregistrationProtection(w.dormant.user_id)).toBe(true);
      expect((await dormant.activate(w.dormant.user_id)).ok).toBe(true);
      expect(await dormant.isInDeregistrationProtection(w.dormant.user_id)).toBe(false);
    });
  });
}
