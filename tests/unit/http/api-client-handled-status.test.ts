import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { RequestFailedError } from '../../../src/application/errors';
import { RecordingNotifier } from '../../fakes/recording-notifier';

const client = (status: number, body: unknown) => {
  const notifier = new RecordingNotifier();
  const api = new ApiClient({
    baseUrl: 'http://api.test/v2',
    xReferer: 'x',
    timeoutMs: 25_000,
    getToken: () => 'tok',
    onSessionExpired: () => undefined,
    notifier,
    isOnline: () => true,
    retryDelayMs: () => 0,
    fetch: (async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch,
  });
  return { api, notifier };
};

describe('ApiClient: an HTTP status listed in handledCodes', () => {
  it('resolves as an envelope with the body msg and shows no toast', async () => {
    const { api, notifier } = client(405, { code: 405, msg: '只有未通过的组图可以删除', data: null });
    await expect(api.delete('/albums/1', undefined, { handledCodes: [405] })).resolves.toEqual({
      code: 405,
      msg: '只有未通过的组图可以删除',
      data: null,
    });
    expect(notifier.notices).toEqual([]);
  });

  it('still fails with the generic handling when the status is not listed', async () => {
    const { api, notifier } = client(405, { code: 405, msg: 'refused', data: null });
    await expect(api.delete('/albums/1')).rejects.toBeInstanceOf(RequestFailedError);
    expect(notifier.messages('error')).toEqual(['服务器繁忙，请稍候再试']);
  });

  it("does not treat 'all' as covering HTTP statuses", async () => {
    const { api } = client(405, { code: 405, msg: 'refused', data: null });
    await expect(api.delete('/albums/1', undefined, { handledCodes: 'all' })).rejects.toBeInstanceOf(RequestFailedError);
  });
});
