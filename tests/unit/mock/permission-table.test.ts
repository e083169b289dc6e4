import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { format, addDays } from 'date-fns';
import { gradientPng } from '../../../mock-server/fixtures/png';
import { storageHost, useMockClient, type CallOptions } from './hardening-client';

/**
 * The permission cases of spec 1 §6 and spec 2 §6 as one table: every demo account kind ×
 * every endpoint that changes data (each non-GET row of contracts/endpoints.tsv). Each cell
 * runs on freshly reset fixtures and expects either the answer code of an allowed call or
 * the refusal: 20403 暂无该权限 (role or module level), 20404 (not its own / not its company's),
 * 20405 您的公司账号为冻结状态，无法操作 (frozen company creates).
 * Items named by id are the merchant company's (501); the other companies meet them as
 * someone else's, which is the point of those cells.
 */
const mock = useMockClient();
const storage = storageHost(mock);

const ACCOUNTS = ['merchant', 'designer', 'viewer', 'group', 'frozen', 'newco'] as const;
type Account = (typeof ACCOUNTS)[number];
const USER_ID: Record<Account, number> = { merchant: 1001, designer: 1002, viewer: 1003, group: 1004, newco: 1005, frozen: 1006 };

// Cell values: the answer's code. Y allowed; P 20403 暂无该权限; N 20404 not its own or not
// its company's; F 20405 frozen. Other codes are the business answer an allowed account gets.
const Y = 200;
const P = 20403;
const N = 20404;
const F = 20405;
const MESSAGES: Record<number, string> = { [P]: '暂无该权限', [F]: '您的公司账号为冻结状态，无法操作' };

const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');
const PNG = gradientPng(4, 4, [200, 200, 200], [20, 20, 20]);
const image = (field: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
  return form;
};
const PROOF = { token: 't', sessionId: 's', sig: 'g', scene: 'nc_message' };
const album = async (who: Account) => ({
  cover: 1, title: '滨江三居室现代简约', house_model: 203, style: 101, house_size: null, budget: null, intro: '',
  images: await Promise.all([1, 2, 3, 4, 5].map(async (n) => ({ url: await own(who, 'album'), intro: '', part_tag: null, space_tag: 401, rank: n }))),
});
const article = { title: '厨房装修的五个细节', description: '橱柜、水槽和插座位置的经验', category_id: 11, cover: 'article/1700000000000-c1.png', content: '<p>水电点位</p>' };
const honour = { title: '省级优秀装饰企业', photoOne: 'honor/1700000000000-abc.png', photoTwo: '', photoThree: '' };
const promotion = { title: '春季家装节限时优惠活动', poster: 'promotion/1700000000000-abc.png', content: '<p>到店签约享优惠</p>', begin_time: `${day(1)} 00:00:00`, end_time: `${day(30)} 23:59:59` };
const banner = { slide: 'slide/1700000000000-abc.png', title: '夏季促销', first: 'company', second: 'home', third: '', posAbbr: 'TJW_ZXGS_INDEX', pos: 1062, beginTime: `${day(1)} 00:00:00`, endTime: `${day(30)} 23:59:59` };
const subAccount = { name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer', permission_list: [120, 220, 320, 530] };
const profile = {
  name: '杭州美居装饰工程有限公司', abbr: '美居装饰', contact: '王美居', inform_phone: '13800000001', creditCode: '91330106MA2B3C4D5E', locationId: 330106,
  slogan: '用心装好每一个家', market_tel: '4008001234', tel: '057188886666', qq: '800012345', addr: '杭州市西湖区文三路 100 号', intro: '',
  logo: 'logo/fixture-logo.png', businessLicense: 'license/fixture-licence.png', companyStatus: 1,
};
/** A key of an image `who` uploaded to `folder`: content names only its own company's files. */
async function own(who: Account, folder: string, ext = 'png') {
  const key = storage.key(folder, ext);
  const reply = await storage.upload({ token: await storage.token(who), key }, PNG, `a.${ext}`);
  if (reply.status !== 200) throw new Error(`upload as ${who}: ${reply.text}`);
  return key;
}
/** Frozen's own not-passed album, article and promotion; every other account meets the merchant's. */
const frozenOwn = (merchants: number, frozens: number, base: string) => (who: Account) => `${base}/${who === 'frozen' ? frozens : merchants}`;
const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields) });

/** One endpoint: the row of endpoints.tsv it covers, and the request an account sends. */
interface Endpoint {
  row: string;
  /** The path; an item id where the frozen company has its own item of the kind (spec 2 §6). */
  path: string | ((who: Account) => string);
  options: (who: Account) => CallOptions | Promise<CallOptions>;
}
const json = (body: unknown) => () => ({ json: body });
const E = (row: string, path: Endpoint['path'], options: Endpoint['options'] = () => ({})): Endpoint => ({ row, path, options });

const ENDPOINTS: Endpoint[] = [
  E('POST /v2/oauth/token', '/v2/oauth/token?grant_type=password&user_type=Company', (who) => form({ username: who, password: 'Demo1234' })),
  E('POST /v2/oauth/sms', '/v2/oauth/sms?verify_type=unbind', json(PROOF)),
  E('POST /v2/oauth/logout', '/v2/oauth/logout'),
  E('POST /v2/users/register', '/v2/users/register', json({ phone: '13900000031', sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234', location_id: [330000] })),
  E('POST /v2/users/activate', '/v2/users/activate', (who) => ({ json: { userId: USER_ID[who], status: 1 } })),
  E('POST /v2/users/security/modify-password', '/v2/users/security/modify-password?type=normal', json({ old_password: 'Demo1234', password: 'Newpass123', confirm_password: 'Newpass123' })),
  E('POST /v2/notify/point/type', '/v2/notify/point/type', (who) => ({ json: { id: 1, type_list: ['carousel'], user_id: USER_ID[who] } })),
  E('PUT /v2/orders/:id', '/v2/orders/501001', json({ status: 3 })),
  E('POST /v2/orders/:id/feedbacks', '/v2/orders/501002/feedbacks', json({ content: '已上门', option: 0, arrival: 0 })),
  E('PUT /v2/orders/assign', '/v2/orders/assign', json({ orderId: [501002], subUserId: 2011, subUserName: '周婷' })),
  E('PUT /v2/orders/:id/close', '/v2/orders/501003/close', json({ close: 1 })),
  E('POST /v2/orders/collections', '/v2/orders/collections', json({ targetId: 501002 })),
  E('DELETE /v2/orders/collections', '/v2/orders/collections', json({ targetId: 501002 })),
  E('POST /v2/users/sub-account', '/v2/users/sub-account', json(subAccount)),
  E('PUT /v2/users/sub-account/:id', '/v2/users/sub-account/1003', json({ name: '赵观察', phone: '13800000003', user_type: 'Sub', permission_list: [130, 230, 330, 530] })),
  E('DELETE /v2/users/sub-account/:id', '/v2/users/sub-account/1003'),
  E('PUT /v2/account/fin-payment-complaint/:orderId', '/v2/account/fin-payment-complaint/501012', () => form({ dataType: 'ORDER', dataId: '501012', content: '业主已与其他公司签约', photo: 'complaint/1700000000000-a1.png' })),
  E('POST /v2/account/update-pic', '/v2/account/update-pic', () => ({ body: image('file') })),
  E('POST /v2/albums', '/v2/albums', async (who) => ({ json: await album(who) })),
  E('PUT /v2/albums/:id', frozenOwn(105, 115, '/v2/albums'), async (who) => ({ json: await album(who) })),
  E('DELETE /v2/albums/:id', frozenOwn(105, 115, '/v2/albums')),
  E('PUT /v2/account/company-profile', '/v2/account/company-profile', json(profile)),
  E('PUT /v2/account/license', '/v2/account/license', json({ name: profile.name, creditCode: profile.creditCode, businessLicense: profile.businessLicense })),
  E('POST /v2/account/honors', '/v2/account/honors', async (who) => ({ json: { ...honour, photoOne: await own(who, 'honor') } })),
  E('PUT /v2/account/honors/:id', '/v2/account/honors/404', json(honour)),
  E('DELETE /v2/account/honors/:id', '/v2/account/honors/401'),
  E('POST /v2/companies/group-children', '/v2/companies/group-children', json({ name: '华居装饰苏州分公司', alias: '华居苏州', locationId: 320508, phone: '13900001111', sms_code: '123456', password: 'abc12345', confirm_password: 'abc12345' })),
  E('POST /v2/users/upload-avatar', '/v2/users/upload-avatar', async (who) => {
    // An avatar is a key of the account's own upload (spec 2 §6: sub-accounts may upload one).
    const avatar = storage.key('avatar');
    await storage.upload({ token: await storage.token(who), key: avatar }, PNG, 'a.png');
    return { json: { avatar } };
  }),
  E('POST /v2/companies/articles', '/v2/companies/articles', async (who) => ({ json: { ...article, cover: await own(who, 'article') } })),
  E('PUT /v2/companies/articles/:id', frozenOwn(307, 317, '/v2/companies/articles'), async (who) => ({ json: { ...article, cover: await own(who, 'article') } })),
  E('DELETE /v2/companies/articles/:id', frozenOwn(307, 317, '/v2/companies/articles')),
  E('POST /v2/companies/promotional', '/v2/companies/promotional', async (who) => ({ json: { ...promotion, poster: await own(who, 'promotion') } })),
  E('PUT /v2/companies/promotional/:id', frozenOwn(703, 713, '/v2/companies/promotional'), async (who) => ({ json: { ...promotion, poster: await own(who, 'promotion') } })),
  E('DELETE /v2/companies/promotional/:id', frozenOwn(707, 713, '/v2/companies/promotional')),
  E('POST /v2/banners/companies', '/v2/banners/companies', async (who) => ({ json: { ...banner, slide: await own(who, 'slide') } })),
  E('PUT /v2/banners/companies/:id', '/v2/banners/companies/703', json(banner)),
  E('DELETE /v2/banners/companies/:id', '/v2/banners/companies/701'),
  E('PUT /v2/users/sub-designer/:id', '/v2/users/sub-designer/1002', json({ fg_list: [2, 7], location_id: 320508, school: '苏州大学', slogan: '空间为人服务', type: 2, work_years: 3, intro: '专注小户型改造。' })),
  E('POST /v2/users/security/verify-sms', '/v2/users/security/verify-sms', json({ verify_code: '123456', verify_type: 'unbind' })),
  E('POST /v2/users/security/unbind-mobile', '/v2/users/security/unbind-mobile', async (who) => {
    // Step 2 of phone rebinding follows the old phone's verification (spec 2 §4).
    await mock.call('POST', '/v2/users/security/verify-sms', { as: who, json: { verify_code: '123456', verify_type: 'unbind' } });
    return { json: { phone: '13912345678', sms_code: '123456' } };
  }),
  E('DELETE /v2/users/wechat/unbind-wx', '/v2/users/wechat/unbind-wx'),
  E('POST /v2/app/report', '/v2/app/report', json({ name: '王美居', phone: '13800000001', report_content: '希望订单列表可以按小区筛选。' })),
  E('PUT /v2/notify/msg-box/read-all', '/v2/notify/msg-box/read-all'),
  E('POST /v2/users/unregister', '/v2/users/unregister', (who) => ({ json: { sms_code: '123456', userId: USER_ID[who] } })),
  E('POST /v2/editor/upload-image', '/v2/editor/upload-image', () => ({ body: image('upfile') })),
  E('POST /v2/editor/catch-image', '/v2/editor/catch-image', json({ source: ['https://images.example.com/1.jpg'] })),
  E('POST /v2/users/find-account', '/v2/users/find-account', json({ company_name: '杭州美居装饰工程有限公司', contact: '王美居', phone: '13800000001', sms_code: '123456', license: 'license/1700000000000-abc.png' })),
];

async function answerCode(e: Endpoint, who: Account) {
  const [method] = e.row.split(' ');
  const path = typeof e.path === 'string' ? e.path : e.path(who);
  const reply = await mock.call(method, path, { as: who, ...(await e.options(who)) });
  return { code: (reply.body?.code ?? reply.status) as number, msg: reply.body?.msg, status: reply.status };
}

/**
 * Per endpoint (a non-GET row of contracts/endpoints.tsv), the expected code for
 * [merchant, designer, viewer, group, frozen, newco]. Where spec 1/2 §6 is silent the cell
 * follows what the UI offers; those rows say so.
 */
const EXPECTED: Record<string, [number, number, number, number, number, number]> = {
  // Session and account routes every account uses for itself (spec 1 §2, spec 2 §4).
  'POST /v2/oauth/token': [Y, Y, Y, Y, Y, Y],
  'POST /v2/oauth/sms': [Y, Y, Y, Y, Y, Y],
  'POST /v2/oauth/logout': [Y, Y, Y, Y, Y, Y],
  'POST /v2/users/register': [Y, Y, Y, Y, Y, Y], // registers a new company; the caller's token plays no part
  'POST /v2/users/activate': [Y, Y, Y, Y, Y, Y], // each account re-activates only itself (its own userId)
  'POST /v2/users/security/modify-password': [Y, Y, Y, Y, Y, Y],
  // Message ids are per account: message 1 is the merchant's, so the others meet someone else's.
  'POST /v2/notify/point/type': [Y, N, N, N, N, N],
  // Spec 1 §6: accept/reject, feedback, hide/restore and appeal need order level 2; the designer
  // operates only orders assigned to it (501001-501003 are not); the group only reads.
  'PUT /v2/orders/:id': [Y, N, P, P, N, N],
  'POST /v2/orders/:id/feedbacks': [Y, N, P, P, N, N],
  // Sub-accounts cannot assign orders (spec 1 §6); frozen and newco have no order 501002 to assign.
  'PUT /v2/orders/assign': [Y, P, P, P, 20022, 20022],
  'PUT /v2/orders/:id/close': [Y, N, P, P, N, N],
  // Following is not among the operations that need order level 2 (spec 1 §6): view-only follows.
  'POST /v2/orders/collections': [Y, N, Y, P, N, N],
  'DELETE /v2/orders/collections': [Y, N, Y, P, N, N],
  // Spec 2 §6: the main account manages sub-accounts; the frozen company adds none (as the UI).
  'POST /v2/users/sub-account': [Y, P, P, P, F, Y],
  'PUT /v2/users/sub-account/:id': [Y, P, P, P, N, N],
  'DELETE /v2/users/sub-account/:id': [Y, P, P, P, N, N],
  'PUT /v2/account/fin-payment-complaint/:orderId': [Y, N, P, P, N, N],
  // Evidence is a step of an appeal: the same order level 2 (spec 1 §6).
  'POST /v2/account/update-pic': [Y, Y, P, P, Y, Y],
  // Spec 2 §6: viewer rendering 0 / banner 1 creates and deletes no album; the group creates and
  // deletes none; frozen creates none, and an album edit is a new album (spec 2 §4 Albums).
  'POST /v2/albums': [Y, Y, P, P, F, Y],
  'PUT /v2/albums/:id': [Y, N, P, P, F, N],
  // The album delete refusal is HTTP 405 with the server's message (contracts/endpoints.tsv).
  'DELETE /v2/albums/:id': [Y, N, 405, N, Y, N],
  // Company fields are read-only for sub-accounts (spec 2 §6). Frozen: the spec is silent; the
  // mock refuses the company's own edits as it refuses its creates.
  'PUT /v2/account/company-profile': [Y, P, P, Y, F, Y],
  // newco: licence status 3 and not new, business-info update disabled (spec 2 §4): 20407.
  'PUT /v2/account/license': [Y, P, P, Y, F, 20407],
  // Honours are company fields; the group has none; frozen adds none (as the UI).
  'POST /v2/account/honors': [Y, P, P, P, F, Y],
  'PUT /v2/account/honors/:id': [Y, P, P, N, N, N],
  'DELETE /v2/account/honors/:id': [Y, P, P, N, N, N],
  // Subsidiary screens are the group's (spec 2 §6).
  'POST /v2/companies/group-children': [P, P, P, Y, P, P],
  // Avatar upload is a sub-account's (spec 2 §6), with its own message.
  'POST /v2/users/upload-avatar': [P, Y, Y, P, P, P],
  // Spec 2 §6: a sub-account needs article 2 to create or edit (refused with 20510 没有修改文章权限,
  // the server's message); article 1 deletes nothing (暂无该权限); the group has no article
  // create/edit/delete; frozen creates none and edits none; deleting its own is allowed.
  'POST /v2/companies/articles': [Y, Y, 20510, 20510, F, Y],
  'PUT /v2/companies/articles/:id': [Y, N, 20510, 20510, F, N],
  'DELETE /v2/companies/articles/:id': [Y, N, P, N, Y, N],
  // Promotions are not a sub-account module (spec 2 §6 lists none): main accounts only, as the UI.
  // Frozen creates none (spec 2 §6) but edits and deletes its own failed one.
  'POST /v2/companies/promotional': [Y, P, P, P, F, Y],
  'PUT /v2/companies/promotional/:id': [Y, P, P, P, Y, N],
  'DELETE /v2/companies/promotional/:id': [Y, P, P, P, Y, N],
  // Carousel: operate (designer, banner 2) creates and edits all; banner other than 2 adds and
  // deletes none (spec 2 §6). The group has no carousel screen (spec silent; the UI offers none).
  'POST /v2/banners/companies': [Y, Y, P, P, F, Y],
  'PUT /v2/banners/companies/:id': [Y, Y, P, N, N, N],
  'DELETE /v2/banners/companies/:id': [Y, Y, P, N, N, N],
  // A designer's own profile; its main account may save it too.
  'PUT /v2/users/sub-designer/:id': [Y, Y, P, P, P, P],
  // Security screens are every account's own (spec 2 §4).
  'POST /v2/users/security/verify-sms': [Y, Y, Y, Y, Y, Y],
  'POST /v2/users/security/unbind-mobile': [Y, Y, Y, Y, Y, Y],
  // Only the merchant has WeChat bound in the fixtures: the others get 20501 未绑定微信.
  'DELETE /v2/users/wechat/unbind-wx': [Y, 20501, 20501, 20501, 20501, 20501],
  'POST /v2/app/report': [Y, Y, Y, Y, Y, Y],
  'PUT /v2/notify/msg-box/read-all': [Y, Y, Y, Y, Y, Y],
  // Deregistration is the main account's; merchant and frozen still hold wallet balances (20601).
  'POST /v2/users/unregister': [20601, P, P, Y, 20601, Y],
  // Editor uploads carry no permission of their own: the article and promotion saves decide.
  'POST /v2/editor/upload-image': [Y, Y, Y, Y, Y, Y],
  'POST /v2/editor/catch-image': [Y, Y, Y, Y, Y, Y],
  'POST /v2/users/find-account': [Y, Y, Y, Y, Y, Y],
};

/** Rows whose 20403 carries the route's own message instead of 暂无该权限. */
const OWN_REFUSAL_MESSAGE: Record<string, string> = {
  'POST /v2/users/upload-avatar': '只有子账号可以更换头像',
  'POST /v2/users/unregister': '无权注销该账号',
};

const writeRows = readFileSync(new URL('../../../contracts/endpoints.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([method, path]) => path && method !== 'GET')
  .map(([method, path]) => `${method} ${path}`);

it('the table has one request and one row for every endpoint that changes data', () => {
  expect(ENDPOINTS.map((e) => e.row).sort()).toEqual([...writeRows].sort());
  expect(Object.keys(EXPECTED).sort()).toEqual([...writeRows].sort());
});

// Each cell is one test on freshly reset fixtures (useMockClient resets before each test).
describe.each(ENDPOINTS)('$row', (e) => {
  it.each(ACCOUNTS.map((who, n) => [who, EXPECTED[e.row][n]] as const))('as %s answers %i', async (who, expected) => {
    const answer = await answerCode(e, who);
    expect(answer.code, answer.msg).toBe(expected);
    const message = (expected === P && OWN_REFUSAL_MESSAGE[e.row]) || MESSAGES[expected];
    if (message) expect(answer.msg).toBe(message);
  });
});
