// A bounded bad-input run against an in-process mock server on 127.0.0.1 (issue 9): a fixed list
// of malformed requests (cases.mjs beside it), then a scan of what the mock keeps. It
// prints the counts and fails when any answer is a 500, is not JSON, or when garbage was stored.
//   node tests/unit/mock/bad-input/replay.mjs
import { tsImport } from 'tsx/esm/api';
import { jsonCases, plumbingCases, uploadCases } from './cases.mjs';

const { createMockServer } = await tsImport('../../../../mock-server/server.ts', import.meta.url);
const server = createMockServer().listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

async function send(c) {
  const headers = c.as ? { Authorization: `Bearer demo-${c.as}` } : {};
  let body;
  if (c.json !== undefined) [headers['Content-Type'], body] = ['application/json', JSON.stringify(c.json)];
  if (c.raw) [headers['Content-Type'], body] = [c.raw.type, c.raw.body];
  if (c.upload) {
    body = new FormData();
    body.append('token', c.upload.token);
    body.append('key', c.upload.key);
    body.append('file', new Blob([c.upload.content], { type: 'image/png' }), 'x.png');
  }
  const res = await fetch(`${base}${c.path ?? '/qiniu/upload'}`, { method: c.method ?? 'POST', headers, body });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // counted as "not JSON" below
  }
  return { status: res.status, json, text };
}

const get = async (path, as = 'merchant') => (await send({ method: 'GET', path, as })).json?.data;

/** What the mock keeps, as the merchant reads it: the scan compares it before and after. */
async function snapshot() {
  const orders = await Promise.all([501001, 501002, 501003].map((id) => get(`/v2/orders/${id}?web=1`)));
  return {
    albums: (await get('/v2/albums/companies/501?page_size=50')).items,
    articles: (await get('/v2/companies/articles?limit=50&offset=1')).items,
    orders: orders.map((o) => ({ ...o.order, feedbacks: o.feedbacks })),
    // The personal centre: what its write routes change.
    profile: await get('/v2/account/company-profile?thumbnailWidth=134'),
    honours: await get('/v2/account/honors?limit=50&offset=0'),
    banners: await get('/v2/banners/companies?posAbbr=TJW_ZXGS_INDEX&thumbnailWidth=700'),
    promotions: await get('/v2/companies/promotional?limit=50&offset=1&status=0&sortBy=update_time&orderBy=desc'),
    subAccounts: await get('/v2/users/sub-account?limit=50&offset=0'),
    designer: await get('/v2/users/sub-designer/1002', 'designer'),
    avatar: (await get('/v2/users/index', 'designer'))?.head_img_url,
    groupChildren: await get('/v2/companies/group-children?limit=50&offset=0', 'group'),
    appeals: await get('/v2/account/fin-payment-complaint?dataType=ORDERS&limit=50&offset=0'),
    messages: await get('/v2/notify/msg-box?limit=50&offset=0'),
    newco: (await send({ method: 'GET', path: '/v2/users/index', as: 'newco' })).status,
  };
}

/** Stored garbage: anything that changed, anything non-text where text belongs, over-long text. */
function garbage(before, after, registered, stored) {
  const found = [];
  // A snapshot part the mock did not answer would compare equal and hide a change.
  for (const [part, value] of Object.entries(before)) if (value === undefined || value === null) found.push(`snapshot part ${part} missing`);
  if (JSON.stringify(before) !== JSON.stringify(after)) found.push(`stored data changed: ${Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).join(', ')}`);
  if (/\[object Object\]/.test(JSON.stringify(after))) found.push('[object Object] stored');
  for (const o of after.orders) if (![0, 2, 3, 4, 5, 1].includes(o.status) || ![0, 1].includes(o.closed)) found.push(`order fields ${o.status}/${o.closed}`);
  found.push(...registered.map((phone) => `account ${phone} registered`), ...stored.map((key) => `file ${key} stored`));
  return found;
}

const cases = [...jsonCases(), ...plumbingCases()];
const token = await get('/v2/qiniu/get-token');
cases.push(...uploadCases(token));

const before = await snapshot();
const counts = { requests: 0, envelopes4xx: 0, oauthErrors4xx: 0, businessRefusals: 0, accepted: 0, errors500: 0, notJson: 0 };
const accepted = [];
for (const c of cases) {
  const r = await send(c);
  counts.requests += 1;
  const envelope = r.json && typeof r.json.code === 'number' && typeof r.json.msg === 'string' && 'data' in r.json;
  if (process.env.BAD_INPUT_DEBUG && !(r.status >= 400 && envelope)) console.log(r.status, c.name, JSON.stringify(c.json)?.slice(0, 120), r.text.slice(0, 80));
  if (r.status >= 500) counts.errors500 += 1;
  else if (!r.json) counts.notJson += 1;
  else if (r.status >= 400 && envelope) counts.envelopes4xx += 1;
  else if (r.status >= 400 && typeof r.json.error_description === 'string') counts.oauthErrors4xx += 1;
  else if (typeof r.json.code === 'number' && r.json.code !== 200) counts.businessRefusals += 1;
  else {
    counts.accepted += 1;
    accepted.push(c.name);
  }
}

const after = await snapshot();
const phones = ['13900000031', '13900000032', '13900000033'];
const registered = [];
for (const phone of phones) {
  const r = await send({ path: '/v2/oauth/token?grant_type=sms_code&user_type=Company', json: { username: phone, sms_code: '123456' } });
  if (r.status === 200) registered.push(phone);
}
const stored = [];
for (const c of uploadCases(token)) if (!c.key.startsWith('fixtures/') && (await send({ method: 'GET', path: `/uploads/${c.key}` })).status === 200) stored.push(c.key);
const fixture = await fetch(`${base}/uploads/fixtures/album-0.png`);
if (fixture.headers.get('content-type') !== 'image/png') stored.push('fixtures/album-0.png (replaced)');
const found = garbage(before, after, registered, stored);
server.close();

console.log('bad-input run against the in-process mock server');
console.table({ ...counts, storedGarbage: found.length });
if (accepted.length) console.log('accepted as valid:', accepted);
if (found.length) console.log('stored garbage:', found);
if (counts.errors500 || counts.notJson || found.length) process.exit(1);
