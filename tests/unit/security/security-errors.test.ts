import { describe, expect, it } from 'vitest';
import { currentUserId, verifyCode } from '../../../src/application/security/security-errors';
import { createSessionModel } from '../../../src/application/session/session.model';
import { RequestFailedError, SessionExpiredError } from '../../../src/application/errors';
import { FakeSecurityGateway } from '../../fakes/fake-security-gateway';
import { localUser } from '../../fakes/signed-in-session';

describe('verifyCode (verify-sms, spec 2 section 8)', () => {
  it('answers true for the right code and the server msg for a wrong one', async () => {
    const gateway = new FakeSecurityGateway();
    expect(await verifyCode(gateway, gateway.smsCode, 'password')).toEqual({ ok: true, value: true });
    expect(await verifyCode(gateway, '000000', 'password')).toEqual({ ok: false, error: { kind: 'rejected', message: '验证码错误' } });
    expect(gateway.calls).toEqual([
      { method: 'verifySms', args: [gateway.smsCode, 'password'] },
      { method: 'verifySms', args: ['000000', 'password'] },
    ]);
  });

  it('turns a verify-sms that could not be reached into its own outcome', async () => {
    for (const failure of [new RequestFailedError('network'), new RequestFailedError('http', 502), new RequestFailedError('timeout')]) {
      const gateway = new FakeSecurityGateway();
      gateway.verifyFails = failure;
      expect(await verifyCode(gateway, gateway.smsCode, 'password')).toEqual({ ok: false, error: { kind: 'verify-failed' } });
    }
  });

  it('passes on an aborted request and any other failure (an expired session) unchanged', async () => {
    for (const failure of [new RequestFailedError('aborted'), new SessionExpiredError()]) {
      const gateway = new FakeSecurityGateway();
      gateway.verifyFails = failure as RequestFailedError;
      await expect(verifyCode(gateway, gateway.smsCode, 'password')).rejects.toBe(failure);
    }
  });
});

describe('currentUserId', () => {
  it("answers the signed-in account's user id, and refuses without one", () => {
    const session = createSessionModel();
    expect(() => currentUserId(session)).toThrow();
    session.started({ user: localUser(1001), permissions: null });
    expect(currentUserId(session)).toBe(1001);
  });
});
