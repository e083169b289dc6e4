import { useMockServer } from './mock-server-fixture';

export interface Reply {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

export interface CallOptions {
  /** A demo account name: sends its `demo-<name>` bearer token. */
  as?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/**
 * useMockServer (the in-process mock, reset before each test) with a fetch wrapper that reads
 * every answer as JSON when it can. `base` is the mock's origin.
 */
export function useMockClient() {
  const mock = useMockServer();

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.Authorization = `Bearer demo-${options.as}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(`${mock.base}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the tests that care look at `text`.
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  return {
    call,
    get base() {
      return mock.base;
    },
  };
}

/** A 4xx {code, msg, data} envelope with no stack trace or source path in it. */
export function isRefusalEnvelope(reply: Reply): boolean {
  const b = reply.body as { code?: unknown; msg?: unknown } | string;
  return (
    reply.status >= 400 &&
    reply.status < 500 &&
    typeof b === 'object' &&
    typeof b.code === 'number' &&
    typeof b.msg === 'string' &&
    'data' in b &&
    !/node_modules|\.ts:\d|at \w+ \(/.test(reply.text)
  );
}

/** The storage host as the upload tests drive it: a token, a fresh key in a folder, a multipart upload. */
export function storageHost(mock: ReturnType<typeof useMockClient>) {
  async function token(as?: string) {
    const path = as ? '/v2/qiniu/get-token' : '/v2/openapi/common/get-qiniu-token';
    const reply = await mock.call('GET', path, { as });
    if (reply.body?.code !== 200) throw new Error(`no upload token: ${reply.text}`);
    return reply.body.data as string;
  }

  const key = (folder: string, ext = 'png') => `${folder}/${Date.now()}-k${Math.random().toString(36).slice(2, 8)}.${ext}`;

  function upload(fields: { token: string; key: string }, bytes: Buffer | null, name = 'a.png', type = 'image/png') {
    const form = new FormData();
    form.append('token', fields.token);
    form.append('key', fields.key);
    if (bytes) form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return mock.call('POST', '/qiniu/upload', { body: form });
  }

  return { token, key, upload };
}
