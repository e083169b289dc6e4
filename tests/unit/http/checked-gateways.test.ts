import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, MESSAGES } from '../../../src/adapters/http/api-client';
import { HttpOrderGateway } from '../../../src/adapters/http/http-order-gateway';
import { HttpContentGateway } from '../../../src/adapters/http/http-content-gateway';
import { resource as albums } from '../../../src/adapters/http/content/albums';
import { resource as articles } from '../../../src/adapters/http/content/articles';
import { HttpHomeGateway } from '../../../src/adapters/http/http-home-gateway';
import { HttpLocationGateway } from '../../../src/adapters/http/http-location-gateway';
import { HttpGroupCompanyGateway } from '../../../src/adapters/http/http-group-company-gateway';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { HttpSubAccountGateway } from '../../../src/adapters/http/http-sub-account-gateway';
import { HttpAppealGateway } from '../../../src/adapters/http/http-appeal-gateway';
import { HttpUserGateway } from '../../../src/adapters/http/http-user-gateway';
import { HttpEditorGateway } from '../../../src/adapters/http/http-editor-gateway';
import { QiniuFileStorage } from '../../../src/adapters/qiniu/qiniu-file-storage';
import { RequestFailedError } from '../../../src/application/errors';
import { RecordingNotifier } from '../../fakes/recording-notifier';

/**
 * Every gateway checks the answers it hands to screens: a wrong shape is a handled failure (the
 * generic toast, a RequestFailedError the screens treat as failed, one console report per call
 * site), never data a screen would crash on or show as a fake row.
 */
let answer: unknown;
let console: ReturnType<typeof vi.spyOn>;

function client() {
  const notifier = new RecordingNotifier();
  const api = new ApiClient({
    baseUrl: 'http://api.test/v2',
    xReferer: 'test',
    timeoutMs: 25_000,
    getToken: () => 'tok',
    onSessionExpired: () => {},
    notifier,
    isOnline: () => true,
    retryDelayMs: () => 0,
    fetch: (async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch,
  });
  return { api, notifier };
}

const envelope = (data: unknown) => ({ code: 200, msg: 'success', data });
const row = { order_id: 501001, garden: '西溪诚园', status_name: '待接单', orderPrice: 50, contact: '王先生', locationName: null, deco_type_name: null, area: 80, budget_name: null, bidder_timestamp: 1, isCollected: null, subUserName: null, subUserPhone: null, closed: 0, complaintIt: 0 };
const list = (order: unknown) => envelope({ items: { order, toutiao: { items: [] } }, total: 1 });

beforeEach(() => {
  console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
});
afterEach(() => console.mockRestore());

async function refused(call: () => Promise<unknown>, notifier: RecordingNotifier) {
  await expect(call()).rejects.toBeInstanceOf(RequestFailedError);
  expect(notifier.messages('error')).toContain(MESSAGES.serverBusy);
}

describe('the order list', () => {
  it.each([
    ['a null entry', [null, row]],
    ['text instead of a list', 'str'],
    ['a row without its id', [{ ...row, order_id: undefined }]],
    ['an object for the garden', [{ ...row, garden: { toString: 1 } }]],
  ])('with %s is a handled failure, reported once to the console', async (_what, order) => {
    const { api, notifier } = client();
    const orders = new HttpOrderGateway(api);
    answer = list(order);
    await refused(() => orders.list({ limit: 10, offset: 0, type: 99 }), notifier);
    await refused(() => orders.list({ limit: 10, offset: 0, type: 99 }), notifier);
    expect(console).toHaveBeenCalledTimes(1);
  });

  it('passes a well-formed page through, numbers sent as text included', async () => {
    const { api } = client();
    answer = list([{ ...row, order_id: '501001', closed: '1' }]);
    const page = await new HttpOrderGateway(api).list({ limit: 10, offset: 0, type: 99 });
    expect(page.ok && page.value.orders[0]).toMatchObject({ order_id: 501001, closed: 1 });
  });

  it('keeps business codes as errors for the caller', async () => {
    const { api } = client();
    answer = { code: 20403, msg: '暂无该权限', data: null };
    const page = await new HttpOrderGateway(api).list({ limit: 10, offset: 0, type: 99 });
    expect(!page.ok && page.error.code).toBe(20403);
  });
});

describe('the other gateways', () => {
  it.each([
    ['the order detail', (api: ApiClient) => new HttpOrderGateway(api).detail(1), { order: null, feedbacks: [] }],
    ['the album list', (api: ApiClient) => new HttpContentGateway(api, albums).list({ page: 1 }), { items: [{ album_id: 1 }], total: 1 }],
    ['an album', (api: ApiClient) => new HttpContentGateway(api, albums).detail(1), { album_id: 1, album_photos: 'x' }],
    ['the album tags', (api: ApiClient) => new HttpContentGateway(api, albums).lookup('tags'), { tags: { fg: [null] } }],
    ['the article list', (api: ApiClient) => new HttpContentGateway(api, articles).list({ page: 1 }), { items: 'x', total: 1 }],
    ['the article categories', (api: ApiClient) => new HttpContentGateway(api, articles).lookup('categories'), [{ id: 1, name: {} }]],
    ['the home slides', (api: ApiClient) => new HttpHomeGateway(api).slides(), [null]],
    ['the home albums', (api: ApiClient) => new HttpHomeGateway(api).companyAlbums(501, 3), { items: [{}] }],
    ['the city tree', (api: ApiClient) => new HttpLocationGateway(api).cascade(), [{ id: 1, name: '浙江', children: [null] }]],
    ['the group children', (api: ApiClient) => new HttpGroupCompanyGateway(api).children(), [{ id: 'x' }]],
    ['the designer list', (api: ApiClient) => new HttpSubAccountGateway(api).list(0, 50), { items: [null], total: 1 }],
    ['the designer list as text', (api: ApiClient) => new HttpSubAccountGateway(api).list(0, 50), 'str'],
    ['a designer without a phone', (api: ApiClient) => new HttpSubAccountGateway(api).list(0, 50), [{ id: 1002, realname: '李设计' }]],
    ['a saved evidence path', (api: ApiClient) => new HttpAppealGateway(api).uploadEvidence(new Blob(['x']), 'a.png'), { save_path: { toString: 1 } }],
    ['an evidence answer without its path', (api: ApiClient) => new HttpAppealGateway(api).uploadEvidence(new Blob(['x']), 'a.png'), null],
  ])('%s with a wrong shape is a handled failure', async (_what, call, data) => {
    const { api, notifier } = client();
    answer = envelope(data);
    await refused(() => call(api), notifier);
  });

  it('passes the designer list through as a page or as the bare list', async () => {
    const { api } = client();
    const designer = { id: '1002', realname: '李设计', phone: '13800000002' };
    for (const data of [{ items: [designer], total: 1 }, [designer]]) {
      answer = envelope(data);
      expect(await new HttpSubAccountGateway(api).list(0, 50)).toEqual({ ok: true, value: [{ ...designer, id: 1002, head_img_url: null }] });
    }
  });

  it('a sign-in answer without a token starts no session', async () => {
    const { api, notifier } = client();
    answer = { token_type: 'bearer', user_id: 1001 };
    const auth = new HttpAuthGateway(api, { clientId: 'web', clientSecret: '' });
    await refused(() => auth.signInWithPassword('merchant', 'Demo1234'), notifier);
  });
});

/**
 * The quiet reads (issue 57): their answers are typed by their declarations' schemas, and an
 * answer of another shape is read as "no" (no reminder, no dot, no token, the editor's defaults),
 * as before the schemas: never a toast, a console report or a thrown failure of its own.
 */
describe('the quiet reads', () => {
  async function quietly<T>(data: unknown, call: (api: ApiClient) => Promise<T>, whole = false): Promise<T> {
    const { api, notifier } = client();
    answer = whole ? data : envelope(data);
    const value = await call(api);
    expect(notifier.notices).toEqual([]);
    expect(console).not.toHaveBeenCalled();
    return value;
  }
  const yes = [1, '1', true];
  const no = [0, '0', false, null, undefined];
  // Before the schemas, the reminder and protection checks read data through Number(): ' 1', '01',
  // '1.0', [1] and ['1'] said yes there. Only 1 ("1", true) says yes now, as the dot always read it.
  const malformed = [2, -1, ' 1', '01', '1.0', 'yes', [1], ['1'], { value: 1 }];

  describe('the feedback reminder check (data 1 shows it)', () => {
    const check = (api: ApiClient) => new HttpOrderGateway(api).feedbackCheck();
    it.each(yes)('reads %j as due', async (data) => expect(await quietly(data, check)).toBe(true));
    it.each(no)('reads %j as not due', async (data) => expect(await quietly(data, check)).toBe(false));
    it.each(malformed)('reads the malformed %j as not due, quietly', async (data) => expect(await quietly(data, check)).toBe(false));
    it('reads a business code as not due, quietly', async () =>
      expect(await quietly({ code: 20403, msg: '暂无该权限', data: 1 }, check, true)).toBe(false));
  });

  describe('the deregistration protection check (data 1: in protection)', () => {
    const check = (api: ApiClient) => new HttpAuthGateway(api, { clientId: 'web', clientSecret: '' }).isInDeregistrationProtection(1008);
    it.each(yes)('reads %j as in protection', async (data) => expect(await quietly(data, check)).toBe(true));
    it.each(no)('reads %j as not in protection', async (data) => expect(await quietly(data, check)).toBe(false));
    it.each(malformed)('reads the malformed %j as not in protection, quietly', async (data) => expect(await quietly(data, check)).toBe(false));
  });

  describe('the message-box dot (data.mine.msg_box)', () => {
    const dot = (api: ApiClient) => new HttpUserGateway(api).messageBoxFlag(1001);
    it.each(yes)('shows the dot for msg_box %j', async (flag) => expect(await quietly({ mine: { msg_box: flag }, carousel: 0 }, dot)).toBe(true));
    it.each(no)('shows none for msg_box %j', async (flag) => expect(await quietly({ mine: { msg_box: flag } }, dot)).toBe(false));
    it.each([null, {}, { mine: null }, { carousel: 1 }])('shows none for %j', async (data) => expect(await quietly(data, dot)).toBe(false));
    it.each([...malformed.map((flag) => ({ mine: { msg_box: flag } })), 'x', 1, [{ mine: { msg_box: 1 } }], { mine: 'x' }, { mine: [1] }])(
      'shows none for the malformed %j, quietly',
      async (data) => expect(await quietly(data, dot)).toBe(false),
    );
  });

  describe('the upload tokens (data is the token)', () => {
    /** The storage host: records the token it is sent and answers with the key. */
    class StorageHost {
      static tokens: unknown[] = [];
      status = 0;
      responseText = '';
      upload = {};
      onload?: () => void;
      open() {}
      send(form: FormData) {
        StorageHost.tokens.push(form.get('token'));
        this.status = 200;
        this.responseText = JSON.stringify({ key: form.get('key') });
        queueMicrotask(() => this.onload?.());
      }
    }
    // Node has no XMLHttpRequest: this file provides one while these run, and puts back what was there
    // (assigned, not vi.stubGlobal, so the file stays in the shared unit project: tests/isolated-tests.ts).
    const before = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
    beforeEach(() => {
      StorageHost.tokens = [];
      Object.defineProperty(globalThis, 'XMLHttpRequest', { value: StorageHost, configurable: true, writable: true });
    });
    afterEach(() => {
      if (before) Object.defineProperty(globalThis, 'XMLHttpRequest', before);
      else delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
    });
    const file = Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'a.png' });
    const upload = (signedIn: boolean) => (api: ApiClient) =>
      new QiniuFileStorage(api, { uploadUrl: '/qiniu/upload', publicBase: '/uploads', signedIn: () => signedIn }).upload(file, 'album');

    it.each([true, false])('uploads with the token it is given (signed in: %s)', async (signedIn) => {
      const stored = await quietly('upload-abc123', upload(signedIn));
      expect(stored.key).toMatch(/^album\//);
      expect(StorageHost.tokens).toEqual(['upload-abc123']);
    });

    it.each([null, undefined, '', 5, true, ['upload-abc123'], { token: 'upload-abc123' }])(
      'fails as a refused upload on the malformed %j, quietly, and sends nothing to the storage host',
      async (data) => {
        await expect(quietly(data, upload(true))).rejects.toMatchObject({ kind: 'http', status: 200 });
        expect(StorageHost.tokens).toEqual([]);
      },
    );

    it('fails as a refused upload on a business code, telling its message as before', async () => {
      const { api, notifier } = client();
      answer = { code: 20403, msg: '暂无该权限', data: 'upload-abc123' };
      await expect(upload(false)(api)).rejects.toMatchObject({ kind: 'http', status: 20403 });
      expect(notifier.messages('error')).toEqual(['暂无该权限']);
      expect(StorageHost.tokens).toEqual([]);
    });
  });

  describe('the editor config (the fields the editor merges into its defaults)', () => {
    const config = {
      imageActionName: '/editor/upload-image',
      imageFieldName: 'upfile',
      imageMaxSize: 2048000,
      imageAllowFiles: ['.png', '.jpg'],
      imageUrlPrefix: '',
      imageHostPrefix: 'https://img.example.com',
      catcherActionName: '/editor/catch-image',
      catcherFieldName: 'source',
      catcherLocalDomain: ['localhost'],
      catcherUrlPrefix: '',
    };
    const load = (api: ApiClient) => new HttpEditorGateway(api, '/uploads').loadConfig();

    it('passes every known field through, and drops the fields the editor does not read', async () => {
      expect(await quietly({ ...config, state: 'SUCCESS', videoActionName: '/x' }, load)).toEqual({ ok: true, value: config });
    });

    it('keeps a size sent as text for the editor to read', async () => {
      expect(await quietly({ imageMaxSize: '1024' }, load)).toEqual({ ok: true, value: { imageMaxSize: '1024' } });
    });

    it('reads a field of another type as missing (the default applies), quietly', async () => {
      const result = await quietly({ ...config, imageMaxSize: true, imageAllowFiles: ['.png', 3], catcherLocalDomain: 'localhost', imageFieldName: {} }, load);
      expect(result.ok && result.value).toEqual({ ...config, imageMaxSize: undefined, imageAllowFiles: undefined, catcherLocalDomain: undefined, imageFieldName: undefined });
    });

    it.each([null, undefined, 'config', 5, true])('reads the malformed %j as no config (the defaults apply), quietly', async (data) => {
      expect(await quietly(data, load)).toEqual({ ok: true, value: {} });
    });
  });
});
