import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppContainer } from '../../../src/di/container';
import { readConfig } from '../../../src/di/app-config';
import { TOKENS } from '../../../src/application/tokens';
import { ExpireSession } from '../../../src/application/session/expire-session';
import { EXPIRED_CODES } from '../../../src/adapters/http/api-client';
import { RecordingNotifier } from '../../fakes/recording-notifier';
import { FakeNavigator } from '../../fakes/fake-navigator';

/**
 * The session-expiry guard (one dialog and one trip to /login for a burst of answers that end the
 * session) lives in ExpireSession's instance: the request layer asks the container for it on each
 * expired answer. It holds only because the composition root resolves it as a singleton; here the
 * real container and the real gateways meet a network edge where every answer ends the session.
 */
const navigator = new FakeNavigator('/order');
// The router's navigation settles later: for the burst, the page is still /order.
navigator.goTo = (path: string) => void navigator.visits.push(path);
const config = readConfig({}, location.origin);
const container = createAppContainer(config, { notifier: new RecordingNotifier(), navigator, isOnline: () => true });

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ code: EXPIRED_CODES.TOKEN_EXPIRED, msg: '登录已过期', data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterAll(() => vi.unstubAllGlobals());

describe('the expiry guard of the real container', () => {
  it('resolves one ExpireSession for the page', () => {
    expect(container.get(ExpireSession)).toBe(container.get(ExpireSession));
  });

  it('turns three parallel expired answers into one dialog and one trip to /login', async () => {
    const expiry = container.get(TOKENS.ExpiryModel);
    let shown = 0;
    const unwatch = expiry.shown.watch(() => (shown += 1));
    // Three different calls (the same one would be joined while under way).
    const users = container.get(TOKENS.UserGateway);
    const auth = container.get(TOKENS.AuthGateway);
    const wallet = await container.get(TOKENS.WalletGateway)();
    await Promise.allSettled([users.index(), auth.isInDeregistrationProtection(1), wallet.wallet({ startTime: '2024-05-01 00:00:00', endTime: '2024-05-31 23:59:59' })]);
    unwatch();
    expect(navigator.visits).toEqual(['/login']);
    expect(shown).toBe(1);
    expect(expiry.$open.getState()).toBe(true);
  });
});
