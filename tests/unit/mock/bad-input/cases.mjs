// The fixed list of bad requests of replay.mjs beside it: every existing write route with one
// field at a time replaced by a value of the wrong type or beyond the spec's limits, list queries
// with bad paging, and broken plumbing (malformed JSON, oversized bodies, broken multipart, files
// that are not images, keys that are not storage keys). Nothing here is valid input.

const HUGE = 'x'.repeat(20_000);
const WRONG_TEXT = [null, false, 12, [], ['x'], {}, { toString: 1 }, HUGE];
const WRONG_INT = [null, false, true, '', 'x', 1.5, [], ['1'], {}, { toString: 1 }, '9'.repeat(30)];
// Numeric strings ('12') are integers to the mock, as in query strings; null is "not chosen" where a field is optional.
const NOT_NULL_INT = [false, true, '', 'x', 1.5, [], ['1'], {}, { toString: 1 }, '9'.repeat(30)];
const WRONG_OPTIONAL = [false, 12, [], {}, { toString: 1 }, HUGE];

const images = [1, 2, 3, 4, 5].map((n) => ({ url: `album/1700000000000-p${n}.jpg`, intro: '', part_tag: null, space_tag: 401, rank: n }));
const album = { cover: 1, title: '滨江三居室现代简约', house_model: 203, style: 101, house_size: null, budget: null, intro: '', images };
const article = { title: '厨房装修的五个细节', description: '橱柜、水槽和插座位置的经验', category_id: 11, cover: 'article/1700000000000-c1.png', content: '<p>水电</p>' };

const profile = {
  name: '杭州美居装饰工程有限公司', abbr: '美居装饰', contact: '王美居', inform_phone: '13800000001', creditCode: '91330106MA2B3C4D5E', locationId: 330106,
  slogan: '用心装好每一个家', market_tel: '4008001234', tel: '057188886666', qq: '800012345', addr: '杭州市西湖区文三路 100 号美居大厦 8 楼', intro: '',
  logo: 'logo/fixture-logo.png', businessLicense: 'license/fixture-licence.png', companyStatus: 1,
};
const licence = { name: '杭州美居装饰工程有限公司', creditCode: '91330106MA2B3C4D5E', businessLicense: 'license/fixture-licence.png' };
const honour = { title: '省级优秀装饰企业', photoOne: 'honor/1700000000000-abc.png', photoTwo: '', photoThree: '' };
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const banner = { slide: 'slide/1700000000000-abc.png', title: '夏季促销', first: 'company', second: 'home', third: '', posAbbr: 'TJW_ZXGS_INDEX', pos: 1062, beginTime: `${day(2)} 00:00:00`, endTime: `${day(30)} 23:59:59` };
const promotion = { title: '春季家装节限时优惠活动', poster: 'promotion/1700000000000-abc.png', content: '<p>到店签约享优惠</p>', begin_time: `${day(2)} 00:00:00`, end_time: `${day(30)} 23:59:59` };
const subAccount = { name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer', permission_list: [120, 220, 320, 530] };
const designer = { fg_list: [2, 7], location_id: 320508, school: '苏州大学', slogan: '空间为人服务', type: 2, work_years: 3, intro: '专注小户型改造。' };
const child = { name: '华居装饰苏州分公司', alias: '华居苏州', locationId: 320508, phone: '13900001111', sms_code: '123456', password: 'abc12345', confirm_password: 'abc12345' };
const report = { name: '王美居', phone: '13800000001', report_content: '希望订单列表可以按小区筛选。' };
const appeal = { dataType: 'ORDER', dataId: '501012', content: '业主已与其他公司签约', photo: 'complaint/1700000000000-a1.png' };

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
  // The personal centre (spec 2 §5): every write route with a valid base body, one field wrong at a time.
  {
    method: 'PUT', path: '/v2/account/company-profile', as: 'merchant', base: profile,
    fields: {
      name: WRONG_TEXT, abbr: [...WRONG_TEXT, '一二三四五六七八九'], creditCode: [...WRONG_TEXT, '123'], contact: [...WRONG_TEXT, 'Wang'],
      inform_phone: [...WRONG_TEXT, '12345'], locationId: [...WRONG_INT, 999999], slogan: WRONG_OPTIONAL, market_tel: [...WRONG_OPTIONAL, '12'],
      tel: [...WRONG_OPTIONAL, 'abcdefg'], qq: [...WRONG_OPTIONAL, '0123'], addr: WRONG_OPTIONAL, intro: WRONG_OPTIONAL,
      logo: [...WRONG_OPTIONAL, '../../etc/passwd', 'https://evil.example.com/x.png'], businessLicense: [...WRONG_OPTIONAL, 'x.svg'], companyStatus: WRONG_INT,
    },
  },
  {
    method: 'PUT', path: '/v2/account/license', as: 'merchant', base: licence,
    fields: { name: WRONG_TEXT, creditCode: [...WRONG_TEXT, '123'], businessLicense: [...WRONG_TEXT, '../x.png'] },
  },
  { method: 'POST', path: '/v2/account/honors', as: 'merchant', base: honour, fields: { title: [...WRONG_TEXT, ''], photoOne: [...WRONG_TEXT, ''], photoTwo: WRONG_OPTIONAL, photoThree: WRONG_OPTIONAL } },
  { method: 'PUT', path: '/v2/account/honors/404', as: 'merchant', base: honour, fields: { title: WRONG_TEXT, photoOne: WRONG_TEXT, photoTwo: WRONG_OPTIONAL } },
  {
    method: 'POST', path: '/v2/banners/companies', as: 'merchant', base: banner,
    fields: { slide: [...WRONG_TEXT, 'x.svg'], title: WRONG_OPTIONAL, posAbbr: [...WRONG_TEXT, 'NOPE'], pos: WRONG_INT, beginTime: [...WRONG_TEXT, '2026-13-45 25:61:61'], endTime: [...WRONG_TEXT, '2020-01-01 00:00:00'] },
  },
  { method: 'PUT', path: '/v2/banners/companies/703', as: 'merchant', base: banner, fields: { slide: WRONG_TEXT, beginTime: WRONG_TEXT, endTime: WRONG_TEXT } },
  {
    method: 'POST', path: '/v2/companies/promotional', as: 'merchant', base: promotion,
    fields: { title: WRONG_TEXT, poster: WRONG_TEXT, content: [false, 12, {}, [], 'x'.repeat(200_001)], begin_time: [...WRONG_TEXT, '2026-13-45 25:61:61'], end_time: [...WRONG_TEXT, '2020-01-01 00:00:00'] },
  },
  { method: 'PUT', path: '/v2/companies/promotional/703', as: 'merchant', base: promotion, fields: { title: WRONG_TEXT, poster: WRONG_TEXT, content: [false, 12, {}, []] } },
  {
    method: 'POST', path: '/v2/users/sub-account', as: 'merchant', base: subAccount,
    fields: {
      name: WRONG_TEXT, phone: [...WRONG_TEXT, '12345'], sms_code: WRONG_TEXT, password: [...WRONG_TEXT, 'abcdefgh'], confirm_password: [12, {}, [], 'Other2024'],
      user_type: [...WRONG_TEXT, 'Root'], permission_list: [null, 'x', {}, [{}], ['120'], [999], Array(50).fill(120)],
    },
  },
  {
    method: 'PUT', path: '/v2/users/sub-account/1003', as: 'merchant', base: { ...subAccount, phone: '13800000003', sms_code: undefined, password: undefined, confirm_password: undefined, user_type: 'Sub', permission_list: [130, 230, 330, 530] },
    fields: { name: WRONG_TEXT, phone: [...WRONG_TEXT, '12345'], user_type: [12, {}, 'Root'], permission_list: [null, 'x', {}, [{}], [1.5], [999]] },
  },
  {
    method: 'PUT', path: '/v2/users/sub-designer/1002', as: 'designer', base: designer,
    fields: { fg_list: [null, 'x', {}, [{}], [1.5], [999], Array(50).fill(2)], location_id: [...NOT_NULL_INT, 999999], school: WRONG_OPTIONAL, slogan: WRONG_OPTIONAL, type: NOT_NULL_INT, work_years: [...NOT_NULL_INT, -1, 100], intro: WRONG_OPTIONAL },
  },
  { method: 'POST', path: '/v2/users/upload-avatar', as: 'designer', base: {}, fields: { avatar: [...WRONG_TEXT, '', '../../etc/passwd', 'avatar/evil.svg', 'https://evil.example.com/a.png'] } },
  {
    method: 'POST', path: '/v2/companies/group-children', as: 'group', base: child,
    fields: { name: WRONG_TEXT, alias: [...WRONG_TEXT, '一二三四五六七八九十十'], locationId: [...WRONG_INT, 999999], phone: [...WRONG_TEXT, '12345'], sms_code: WRONG_TEXT, password: [...WRONG_TEXT, 'abcdefgh'], confirm_password: [12, {}, []] },
  },
  { method: 'POST', path: '/v2/users/security/verify-sms', as: 'merchant', base: { verify_code: '123456', verify_type: 'unbind' }, fields: { verify_code: WRONG_TEXT, verify_type: [...WRONG_TEXT, 'login'] } },
  { method: 'POST', path: '/v2/users/security/unbind-mobile', as: 'merchant', base: { phone: '13912345678', sms_code: '123456' }, fields: { phone: [...WRONG_TEXT, '12345'], sms_code: WRONG_TEXT } },
  {
    method: 'POST', path: '/v2/users/security/modify-password?type=sms', as: 'merchant', base: { password: 'Newpass123', confirm_password: 'Newpass123' },
    fields: { password: [12, {}, [], 'A1a'.repeat(30), 'newpass'], confirm_password: [12, {}, []] },
  },
  { method: 'POST', path: '/v2/users/unregister', as: 'newco', base: { sms_code: '123456', userId: 1005 }, fields: { sms_code: [...WRONG_TEXT, 'abc'], userId: WRONG_INT } },
  { method: 'POST', path: '/v2/app/report', as: 'merchant', base: report, fields: { name: WRONG_TEXT, phone: [...WRONG_TEXT, '12345'], report_content: [...WRONG_TEXT, ''] } },
  { method: 'POST', path: '/v2/notify/point/type', as: 'merchant', base: { id: 1, type_list: ['carousel'], user_id: 1001 }, fields: { id: WRONG_INT, type_list: [null, 'x', {}, [{}], [12], Array(100).fill('carousel')], user_id: WRONG_INT } },
  {
    method: 'PUT', path: '/v2/account/fin-payment-complaint/501012', as: 'merchant', base: appeal,
    fields: { dataType: [...WRONG_TEXT, 'NOPE'], dataId: WRONG_TEXT, content: [...WRONG_TEXT, ''], photo: [...WRONG_OPTIONAL, '../x.png'] },
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
  for (const path of ['/qiniu/upload', '/v2/editor/upload-image', '/v2/account/update-pic']) {
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
