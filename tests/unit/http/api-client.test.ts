import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, type ApiClientConfig } from '../../../src/adapters/http/api-client';
import { watchConnectivity } from '../../../src/adapters/http/connectivity';
import { RequestFailedError, SessionExpiredError } from '../../../src/application/errors';
import { RecordingNotifier } from '../../fakes/recording-notifier';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(handler: Handler, over: Partial<ApiClientConfig> = {}) {
  const notifier = new RecordingNotifier();
  const calls: { url: string; init: RequestInit }[] = [];
  const expired = vi.fn();
  const api = new ApiClient({
    baseUrl: 'http://api.test/v2',
    xReferer: 'https://biz.test',
    timeoutMs: 25_000,
    getToken: () => 'tok',
    onSessionExpired: expired,
    notifier,
    isOnline: () => true,
    retryDelayMs: () => 0,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }) as unknown as typeof fetch,
    ...over,
  });
  return { api, notifier, calls, expired };
}

describe('ApiClient request shape (spec 1 section 7)', () => {
  it('sends bearer and x-referer, builds the query and unwraps the envelope', async () => {
    const { api, calls } = setup(() => json({ code: 200, msg: 'ok', data: { a: 1 } }));
    const answer = await api.get('/orders', { query: { limit: 10, search: '', tags: [1, 2], skip: undefined } });
    expect(answer).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    expect(calls[0].url).toBe('http://api.test/v2/orders?limit=10&tags=1&tags=2');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['x-referer']).toBe('https://biz.test');
  });

  it('sends JSON by default and URL-encoded form when asked', async () => {
    const { api, calls } = setup(() => json({ code: 200, msg: '', data: null }));
    await api.post('/a', { x: 1 });
    await api.post('/b', { username: 'm', password: 'p' }, { form: true });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toContain('application/json');
    expect(calls[0].init.body).toBe('{"x":1}');
    expect((calls[1].init.headers as Record<string, string>)['Content-Type']).toContain('x-www-form-urlencoded');
    expect(String(calls[1].init.body)).toBe('username=m&password=p');
  });

  it('omits the bearer header without a token', async () => {
    const { api, calls } = setup(() => json({ code: 200, msg: '', data: null }), { getToken: () => undefined });
    await api.get('/x');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('passes bodies without an envelope through as data', async () => {
    const { api } = setup(() => json({ access_token: 't' }));
    expect((await api.post('/oauth/token')).data).toEqual({ access_token: 't' });
  });
});

describe('ApiClient retries', () => {
  it('retries a GET on network failure, at most twice', async () => {
    let n = 0;
    const { api, calls } = setup(() => {
      if (++n < 3) throw new TypeError('fetch failed');
      return json({ code: 200, msg: '', data: 1 });
    });
    expect((await api.get('/x')).data).toBe(1);
    expect(calls).toHaveLength(3);
  });

  it('does not retry while the browser is offline', async () => {
    const { api, calls } = setup(() => Promise.reject(new TypeError('offline')), { isOnline: () => false });
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toHaveLength(1);
  });

  it.each([502, 503, 504])('retries a GET on %i', async (status) => {
    const { api, calls } = setup(() => json({}, status));
    await expect(api.get('/x')).rejects.toBeInstanceOf(RequestFailedError);
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 500 or any write', async () => {
    const a = setup(() => json({}, 500));
    await expect(a.api.get('/x')).rejects.toBeInstanceOf(RequestFailedError);
    expect(a.calls).toHaveLength(1);
    const b = setup(() => json({}, 503));
    await expect(b.api.post('/x', {})).rejects.toBeInstanceOf(RequestFailedError);
    expect(b.calls).toHaveLength(1);
  });
});

describe('ApiClient error catalogue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a failed GET shows its status row and nothing more (one failure, one message)', async () => {
    const { api, notifier } = setup(() => json({}, 500));
    await expect(api.get('/x')).rejects.toBeInstanceOf(RequestFailedError);
    await vi.advanceTimersByTimeAsync(2000);
    expect(notifier.messages()).toEqual(['服务器内部错误']);
  });

  it('a failed write shows its status row only', async () => {
    const { api, notifier } = setup(() => json({}, 403));
    await expect(api.put('/x', {})).rejects.toBeInstanceOf(RequestFailedError);
    await vi.advanceTimersByTimeAsync(2000);
    expect(notifier.messages()).toEqual(['拒绝访问']);
  });

  it.each(['GET', 'POST'])('a %s answered 401 says nothing, as its row says', async (method) => {
    const { api, notifier } = setup(() => json({}, 401));
    await expect(api.request(method, '/x')).rejects.toBeInstanceOf(RequestFailedError);
    await vi.advanceTimersByTimeAsync(2000);
    expect(notifier.messages()).toEqual([]);
  });

  it('a status no row answers gets the generic handler: 1 s after a GET, at once after a write', async () => {
    const get = setup(() => json({}, 409));
    await expect(get.api.get('/x')).rejects.toBeInstanceOf(RequestFailedError);
    await vi.advanceTimersByTimeAsync(999);
    expect(get.notifier.messages()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(get.notifier.messages()).toEqual(['服务器繁忙，请稍候再试']);
    const post = setup(() => json({}, 409));
    await expect(post.api.post('/x', {})).rejects.toBeInstanceOf(RequestFailedError);
    expect(post.notifier.messages()).toEqual(['服务器繁忙，请稍候再试']);
  });

  it('no response says so once', async () => {
    const { api, notifier } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(api.post('/x', {})).rejects.toMatchObject({ kind: 'network' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(notifier.messages()).toEqual(['请检查网络再重新连接']);
  });

  it('offline failures say the network is weak, once', async () => {
    const { api, notifier } = setup(() => Promise.reject(new TypeError('offline')), { isOnline: () => false });
    await expect(api.post('/x', {})).rejects.toMatchObject({ kind: 'network' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(notifier.messages()).toEqual(['网络不给力，请重试']);
  });

  it('a call whose code did not arrive is told and thrown as a call that got no answer', () => {
    const online = setup(() => json({}));
    const failure = online.api.unreachable();
    expect(failure).toBeInstanceOf(RequestFailedError);
    expect(failure.kind).toBe('network');
    expect(online.notifier.messages('error')).toEqual(['请检查网络再重新连接']);
    const offline = setup(() => json({}), { isOnline: () => false });
    offline.api.unreachable();
    expect(offline.notifier.messages('error')).toEqual(['网络不给力，请重试']);
  });

  it('a caller that owns its failures gets them without a toast; expiry is still handled', async () => {
    const network = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(network.api.post('/up', {}, { ownsFailures: true })).rejects.toMatchObject({ kind: 'network' });
    const status = setup(() => json({}, 500));
    await expect(status.api.post('/up', {}, { ownsFailures: true })).rejects.toMatchObject({ kind: 'http', status: 500 });
    const expiry = setup(() => json({ code: 20212, msg: '', data: null }));
    await expect(expiry.api.post('/up', {}, { ownsFailures: true })).rejects.toBeInstanceOf(SessionExpiredError);
    await vi.advanceTimersByTimeAsync(2000);
    expect([...network.notifier.messages(), ...status.notifier.messages(), ...expiry.notifier.messages()]).toEqual([]);
    expect(expiry.expired).toHaveBeenCalledOnce();
  });

  it("a caller that owns its transport failures gets those without a toast; an HTTP status is still the catalogue's", async () => {
    const network = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(network.api.put('/up', {}, { ownsFailures: 'transport' })).rejects.toMatchObject({ kind: 'network' });
    const status = setup(() => json({}, 500));
    await expect(status.api.put('/up', {}, { ownsFailures: 'transport' })).rejects.toMatchObject({ kind: 'http', status: 500 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(network.notifier.messages()).toEqual([]);
    expect(status.notifier.messages('error')).toEqual(['服务器内部错误']);
  });

  it('a GET answered 429 says so and nothing else', async () => {
    const { api, notifier } = setup(() => json({}, 429));
    await expect(api.get('/x')).rejects.toBeInstanceOf(RequestFailedError);
    await vi.advanceTimersByTimeAsync(2000);
    expect(notifier.messages()).toEqual(['您操作过于频繁，请稍后再试']);
  });

  it('times out after the configured time with 请求超时', async () => {
    const { api, notifier } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      { timeoutMs: 25_000 },
    );
    const pending = api.post('/slow', {});
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(25_000);
    await assertion;
    expect(notifier.messages()[0]).toBe('请求超时');
  });

  it('a cancelled GET is not reported', async () => {
    const { api, notifier } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const pending = api.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(notifier.messages()).toEqual([]);
  });
});

describe('ApiClient body codes', () => {
  it.each([
    ['GET', 20201],
    ['GET', 20212],
    ['POST', 20212],
    ['DELETE', 20212],
  ])('%s answered %i expires the session', async (method, code) => {
    const { api, expired, notifier } = setup(() => json({ code, msg: '登录已过期', data: null }));
    await expect(api.request(method, '/x')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalledOnce();
    expect(notifier.messages()).toEqual([]);
  });

  it('a refusal of a token that is no longer current leaves the new session alone', async () => {
    let token: string | undefined = 'old';
    // The answer arrives after the user has signed in again (another account, a new token).
    const { api, expired, calls } = setup(
      () => {
        token = 'new';
        return json({ code: 20201, msg: '登录已过期', data: null });
      },
      { getToken: () => token },
    );
    await expect(api.get('/x')).rejects.toBeInstanceOf(SessionExpiredError);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer old');
    expect(expired).not.toHaveBeenCalled();
  });

  it('a request sent without a token, answered after a sign-in, does not end that sign-in', async () => {
    let token: string | undefined;
    const { api, expired } = setup(
      () => {
        token = 'fresh';
        return json({ code: 20201, msg: '', data: null });
      },
      { getToken: () => token },
    );
    await expect(api.get('/x')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a token-less request refused while still signed out is handled as expiry, as before', async () => {
    const { api, expired } = setup(() => json({ code: 20201, msg: '', data: null }), { getToken: () => undefined });
    await expect(api.get('/x')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('a write answered 20201 is an ordinary business error', async () => {
    const { api, expired, notifier } = setup(() => json({ code: 20201, msg: '令牌无效', data: null }));
    expect((await api.post('/x', {})).code).toBe(20201);
    expect(expired).not.toHaveBeenCalled();
    expect(notifier.messages()).toEqual(['令牌无效']);
  });

  it('expiry inside an HTTP 400 body ends the session without 请求错误', async () => {
    const { api, expired, notifier } = setup(() => json({ code: 20201, msg: 'x' }, 400));
    await expect(api.get('/x')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalled();
    expect(notifier.messages()).toEqual([]);
  });

  it.each([20216, 10001])('%i is silent', async (code) => {
    const { api, notifier } = setup(() => json({ code, msg: 'quiet', data: null }));
    expect((await api.get('/x')).code).toBe(code);
    expect(notifier.messages()).toEqual([]);
  });

  it('any other code shows msg, including 20022 on a write', async () => {
    const { api, notifier } = setup(() => json({ code: 20022, msg: '请勿重复操作', data: null }));
    expect((await api.put('/x', {})).code).toBe(20022);
    expect(notifier.messages()).toEqual(['请勿重复操作']);
  });

  it('codes the caller handles are not toasted', async () => {
    const { api, notifier } = setup(() => json({ code: 20407, msg: '企业信息不完整', data: null }));
    expect((await api.put('/orders/1', { status: 3 }, { handledCodes: [20407] })).code).toBe(20407);
    expect(notifier.messages()).toEqual([]);
  });

  it('login errors show error_description and resolve as an envelope', async () => {
    const { api, notifier } = setup(() => json({ error: 'invalid_grant', error_description: '用户名或密码错误' }, 400), {
      getToken: () => undefined,
    });
    const answer = await api.post('/oauth/token', {}, { errorDescription: true });
    expect(answer).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(notifier.messages()).toEqual(['用户名或密码错误']);
  });
});

describe('offline event', () => {
  it('says the network is weak when the browser goes offline', () => {
    const target = new EventTarget();
    const notifier = new RecordingNotifier();
    const stop = watchConnectivity(target as unknown as Window, notifier);
    target.dispatchEvent(new Event('offline'));
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(notifier.messages()).toEqual(['网络不给力，请重试']);
  });
});
