// The fixed list of bad requests of scripts/bad-input.mjs: every existing write route with one
// field at a time replaced by a value of the wrong type or beyond the spec's limits, list queries
// with bad paging, and broken plumbing (malformed JSON, oversized bodies, broken multipart, files
// that are not images, keys that are not storage keys). Nothing here is valid input.

const HUGE = 'x'.repeat(20_000);
const WRONG_TEXT = [null, false, 12, [], ['x'], {}, { toString: 1 }, HUGE];
const WRONG_INT = [null, false, true, '', 'x', 1.5, [], ['1'], {}, { toString: 1 }, '9'.repeat(30)];
const WRONG_OPTIONAL = [false, 12, [], {}, { toString: 1 }, HUGE];

const images = [1, 2, 3, 4, 5].map((n) => ({ url: `album/1700000000000-p${n}.jpg`, intro: '', part_tag: null, space_tag: 401, rank: n }));
const album = { cover: 1, title: '滨江三居室现代简约', house_model: 203, style: 101, house_size: null, budget: null, intro: '', images };
const article = { title: '厨房装修的五个细节', description: '橱柜、水槽和插座位置的经验', category_id: 11, cover: 'article/1700000000000-c1.png', content: '<p>水电</p>' };

/** Each route: where, who, a valid body, and per field the wrong values to send one at a time. */
const ROUTES = [
  { method: 'PUT', path: '/v2/orders/501001', as: 'merchant', base: {}, fields: { status: [...WRONG_INT, 2, -3, '3 '] } },
  { method: 'PUT', path: '/v2/orders/501003/close', as: 'merchant', base: {}, fields: { close: [...WRONG_INT, 2, 'yes'] } },
  {
    method: 'POST', path: '/v2/orders/501002/feedbacks', as: 'merchant', base: { content: '已上门', option: 0, arrival: 0 },
    fields: { content: [false, 12, [], ['x'], {}, { toString: 1 }, '好'.repeat(501)], option: [...WRONG_INT, 2, 3], arrival: [...WRONG_INT, 2] },
  },
  {
    method: 'PUT', path: '/v2/orders/assign', as: 'merchant', base: { orderId: [501002], subUserId: 2011, subUserName: '周婷' },
    fields: { orderId: [null, false, 'x', [], [{}], {}, { toString: 1 }], subUserId: WRONG_INT, subUserName: WRONG_OPTIONAL },
  },
  { method: 'POST', path: '/v2/orders/collections', as: 'merchant', base: {}, fields: { targetId: WRONG_INT } },
  {
    method: 'POST', path: '/v2/albums', as: 'merchant', base: album,
    fields: {
      title: WRONG_TEXT, intro: [...WRONG_OPTIONAL, '介'.repeat(501)], house_model: [...WRONG_INT, 999], style: [false, 'x', {}, 999],
      images: [null, 'x', {}, [null], [{}], Array(21).fill(images[0]), images.map((i) => ({ ...i, intro: 'x'.repeat(101) }))],
      cover: [false, 'x', {}, 0, 21],
    },
  },
  {
    method: 'POST', path: '/v2/companies/articles', as: 'merchant', base: article,
    fields: { title: WRONG_TEXT, description: WRONG_TEXT, category_id: [false, 'x', {}, []], cover: WRONG_OPTIONAL, content: [false, 12, {}, [], 'x'.repeat(200_001)] },
  },
  {
    method: 'POST', path: '/v2/users/register', base: { phone: '13900000031', sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234', location_id: [330000] },
    fields: { phone: [['13900000032'], 13900000033, {}, { toString: 1 }, null, false], sms_code: WRONG_OPTIONAL, password: [12, [], {}, { toString: 1 }], location_id: ['330000', {}, [{}], ['x'], Array(6).fill(1)] },
  },
  {
    method: 'POST', path: '/v2/oauth/token?grant_type=password&user_type=Company', base: { username: 'merchant', password: 'Demo1234' },
    fields: { username: WRONG_OPTIONAL, password: [12, [], {}, { toString: 1 }, true] },
  },
  {
    method: 'POST', path: '/v2/oauth/sms', base: { mobile: '13800000001', verify_type: 'login', token: 't', sessionId: 's', sig: 'g', scene: 'nc' },
    fields: { mobile: WRONG_OPTIONAL, verify_type: [12, 'root', {}, []], token: WRONG_OPTIONAL },
  },
  { method: 'POST', path: '/v2/users/activate', as: 'dormant', base: { userId: 1008, status: 1 }, fields: { userId: WRONG_INT, status: WRONG_INT } },
  {
    method: 'POST', path: '/v2/users/security/modify-password?type=normal', as: 'merchant', base: { old_password: 'Demo1234', password: 'Newpass123', confirm_password: 'Newpass123' },
    fields: { old_password: [12, {}, [], { toString: 1 }], password: [12, {}, [], 'A1a'.repeat(30)], confirm_password: [12, {}, []] },
  },
  {
    method: 'POST', path: '/v2/users/find-account', base: { company_name: '杭州美居装饰工程有限公司', contact: '王美居', phone: '13800000001', sms_code: '123456', license: 'license/1700000000000-abc.png' },
    fields: { company_name: WRONG_OPTIONAL, contact: WRONG_OPTIONAL, phone: WRONG_OPTIONAL, license: WRONG_OPTIONAL },
  },
  {
    method: 'POST', path: '/v2/editor/catch-image', as: 'merchant', base: {},
    fields: { source: [5, {}, { toString: 1 }, [{}], Array.from({ length: 20_000 }, (_, n) => `https://images.example.com/${n}.jpg`), ['x'.repeat(3000)]] },
  },
];

const QUERIES = [
  ['/v2/orders', ['offset=-1', 'limit=0', 'limit=1001', 'limit=abc', 'type=5', 'startTime=yesterday', 'endTime=2024-13-45x', 'subUserId=x', 'offset[toString]=1', 'limit=1&limit=2']],
  ['/v2/albums', ['page_num=0', 'page_size=1000', 'status=9', 'search[a]=1', `search=${'x'.repeat(41)}`]],
  ['/v2/companies/articles', ['limit=0', 'offset=0', 'orderBy=sideways', 'status=x', `title=${'x'.repeat(41)}`]],
  ['/v2/orders/excel', ['type=x', 'startTime=[object Object]']],
  ['/v2/orders/abc', ['web=1']],
  ['/v2/albums/1e3', ['']],
  ['/v2/companies/articles/-1', ['']],
  ['/v2/editor/config', ['action[x]=1']],
];

/** Every case as { name, method, path, as, json } or { name, method, path, as, raw: { body, type } }. */
export function jsonCases() {
  const out = [];
  for (const r of ROUTES)
    for (const [field, values] of Object.entries(r.fields))
      for (const value of values)
        out.push({ name: `${r.method} ${r.path} ${field}`, method: r.method, path: r.path, as: r.as, json: { ...r.base, [field]: value } });
  for (const [path, queries] of QUERIES)
    for (const q of queries) out.push({ name: `GET ${path}?${q}`, method: 'GET', path: `${path}?${q}`, as: 'merchant' });
  return out;
}

export function plumbingCases() {
  const writes = ROUTES.filter((r) => r.as === 'merchant').map((r) => [r.method, r.path]);
  const out = [];
  for (const [method, path] of writes) {
    out.push({ name: `${path} malformed JSON`, method, path, as: 'merchant', raw: { body: '{"title": ', type: 'application/json' } });
    out.push({ name: `${path} 2 MB body`, method, path, as: 'merchant', raw: { body: JSON.stringify({ content: 'x'.repeat(2_000_000) }), type: 'application/json' } });
    out.push({ name: `${path} JSON array`, method, path, as: 'merchant', raw: { body: '[1,2,3]', type: 'application/json' } });
  }
  for (const path of ['/qiniu/upload', '/v2/editor/upload-image']) {
    out.push({ name: `${path} truncated multipart`, method: 'POST', path, as: 'merchant', raw: { body: '--b\r\nContent-Disposition: form-data; name="token"\r\n\r\nx', type: 'multipart/form-data; boundary=b' } });
    out.push({ name: `${path} multipart without boundary`, method: 'POST', path, as: 'merchant', raw: { body: 'x', type: 'multipart/form-data' } });
  }
  for (const path of ['/nothing', '/v2/nothing', '/uploads/../../etc/passwd', '/__db/../server.ts'])
    out.push({ name: `GET ${path}`, method: 'GET', path, as: 'merchant' });
  return out;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>';
const UPLOADS = [
  ['an SVG named .png', `album/${1_700_000_000_000}-svg1.png`, SVG],
  ['HTML named .jpg', `album/${1_700_000_000_001}-htm1.jpg`, '<script>alert(1)</script>'],
  ['a fixture key', 'fixtures/album-0.png', SVG],
  ['a climbing key', 'album/../../index.html', SVG],
  ['a key without timestamp', 'album/evil.png', SVG],
  ['an .svg key', `album/${1_700_000_000_002}-x.svg`, SVG],
];

/** Uploads to the storage host with a real token: every file and key here must be refused. */
export function uploadCases(token) {
  return UPLOADS.flatMap(([what, key, content]) =>
    [token, 'upload-made-up'].map((t) => ({ name: `upload ${what}${t === token ? '' : ' (made-up token)'}`, key, upload: { token: t, key, content } })),
  );
}
