import { ApiClient } from '../../../src/adapters/http/api-client';
import { RecordingNotifier } from '../../fakes/recording-notifier';
import { useMockServer } from '../mock/mock-server-fixture';

/**
 * The real adapters' side of the fake-held-to-adapter cases: the in-process mock server on a
 * free port (reset to its demo fixtures before each case), and the real ApiClient calling it as
 * a demo account (bearer demo-<username>) or as nobody.
 */
export function useRealApi() {
  const mock = useMockServer();
  const notifier = new RecordingNotifier();
  const api = (user?: string) =>
    new ApiClient({
      baseUrl: `${mock.base}/v2`,
      xReferer: 'http://127.0.0.1/',
      timeoutMs: 10_000,
      getToken: () => (user ? `demo-${user}` : undefined),
      onSessionExpired: () => undefined,
      notifier,
      isOnline: () => true,
      retryDelayMs: () => 0,
    });
  return { api, base: () => mock.base, notifier };
}
