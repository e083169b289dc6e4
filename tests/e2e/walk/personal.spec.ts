import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { SMS_CODE, expect, test } from '../support';
import { pngFile } from '../content-images';
import { doubleClick, sentOnce, toasts, watchRequests } from './double-click';
import { type Session, answerCode, held, signInAs, signInByApi } from './walk-support';

// Dates a few days ahead, so the time zone of the test runner does not matter.
const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');

/**
 * Capability walk, spec 2 §2 personal-centre screens, §4 states, §6 roles: each menu screen
 * opens from the menu, and each action a merchant takes there ends in the result the spec
 * names, read back from the server's API with the session's token (walk-support.ts `held`) and
 * by a reload.
 *
 * Spec → test (here, or the existing spec that already walks it through the real app):
 * - menu per account type, guide, message dot ... ../personal-shell.spec.ts;
 *   every entry of each account type's menu opens its screen: 'every menu entry of ...'
 * - orderData: gallery and contract figures ..... 'orderData shows the server's figures ...'
 * - enterpriseInfo: newco onboarding, read-only sub, 20022 ../personal-company.spec.ts;
 *   the merchant changes a field and it stays: 'the merchant changes its slogan ...'
 * - updateBusinessInfo, groupInfo, subsidiary ... ../personal-company.spec.ts
 * - honours: add, pending cannot be deleted ..... ../personal-honours-banners.spec.ts;
 *   edit a not-passed one, delete a passed one: 'honours: a not-passed honour is edited ...'
 * - banners: add, limit, city refusals .......... ../personal-honours-banners.spec.ts;
 *   edit and delete: 'a company banner is edited, another deleted ...';
 *   a city app banner: 'a city 手机端 banner is added ...'
 * - promotions: create, edit, delete, details ... ../personal-promotions.spec.ts
 * - sub-accounts: add, unbind, edit, search ..... ../personal-sub-accounts.spec.ts;
 *   an edit is stored: 'a renamed sub-account keeps its new name ...'
 * - personalInfo (designer profile), avatar ..... ../personal-sub-accounts.spec.ts, ../personal-shell.spec.ts
 * - changePwd, bindingSet, WeChat, deprecated ... ../personal-security.spec.ts
 * - wallet, mailer .............................. ../personal-wallet-messages.spec.ts;
 *   an earlier month: 'the wallet shows an earlier month’s transactions ...'
 * - appeal: each appeal expands to its content .. 'an appeal expands ...'
 * - feedback, agreement ......................... ../personal-feedback.spec.ts
 *
 * Issue 55, a double click (two clicks in one task) on each confirm and one-shot button sends
 * one request and shows only its success: the 'double click on ...' test after each action's
 * test (honour, banner and promotion deletes, sub-account and WeChat 解绑, 确认注销, 全部已读,
 * opening a message, 获取验证码, the avatar crop's 确定).
 */

/** Each personal-centre screen: its menu entry and a text its screen shows once loaded. */
const SCREENS: Record<string, [entry: string, landmark: string]> = {
  orderData: ['订单数据', '效果图概况'],
  wallet: ['钱包', '余额'],
  enterpriseInfo: ['企业信息', '公司简称'],
  honor: ['荣誉资质', '添加荣誉资质'],
  slideshow: ['轮播图', '公司首页'],
  promotions: ['优惠活动', '新增优惠活动'],
  updateBusinessInfo: ['更新营业执照', '最近提交记录'],
  bindingSet: ['绑定设置', '手机绑定'],
  changePwd: ['修改密码', '快捷修改'],
  accountlist: ['子账号管理', '添加子账号'],
  deprecated: ['注销账号', '下一步'],
  appeal: ['我的申诉', '我的申诉'],
  mailer: ['消息中心', '全部已读'],
  feedback: ['意见反馈', '反馈内容'],
  agreement: ['用户协议', '软件许可'],
  personalInfo: ['个人信息', '擅长风格'],
  groupInfo: ['集团信息', '公司地址'],
};

/** The menu of each account type (spec 2 §2), in its order. */
const MENUS: [account: string, paths: string[]][] = [
  ['merchant', ['orderData', 'wallet', 'enterpriseInfo', 'honor', 'slideshow', 'promotions', 'updateBusinessInfo', 'bindingSet', 'changePwd', 'accountlist', 'deprecated', 'appeal', 'mailer', 'feedback', 'agreement']],
  ['designer', ['enterpriseInfo', 'personalInfo', 'appeal', 'slideshow', 'bindingSet', 'changePwd', 'feedback', 'agreement']],
  ['group', ['groupInfo', 'changePwd', 'bindingSet', 'updateBusinessInfo', 'feedback', 'agreement', 'deprecated']],
];

/** [id, title, status] of each of the server's records, by id. */
const records = (items: { id?: number; bannerId?: number; title: string; status: number }[]) =>
  items.map((r) => [r.id ?? r.bannerId, r.title, r.status]).sort((a, b) => Number(a[0]) - Number(b[0]));

const honours = async (page: Page, session: Session) => records((await held<{ items: { id: number; title: string; status: number }[] }>(page, session, '/account/honors?offset=0&limit=20')).items);

/** The company's banners at a position (TJW_ZXGS_INDEX: 公司首页; NEW_TJW_APP_SY_LB: 城市首页 手机端). */
const heldBanners = (page: Page, session: Session, posAbbr: string) =>
  held<{ items: { bannerId: number; title: string; status: number; begin_time: string; end_time: string }[] }>(page, session, `/banners/companies?posAbbr=${posAbbr}`);

const subAccounts = async (page: Page, session: Session) =>
  (await held<{ items: { id: number; realname: string }[] }>(page, session, '/users/sub-account?offset=0&limit=20')).items.map((a) => [a.id, a.realname]);

/** The ids of the messages the server holds unread (status 2). */
const unreadMessages = async (page: Page, session: Session) =>
  (await held<{ items: { id: number; status: number }[] }>(page, session, '/notify/msg-box?offset=0&limit=50')).items.filter((m) => m.status === 2).map((m) => m.id);

const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });

for (const [account, paths] of MENUS) {
  test(`every menu entry of ${account} opens its screen`, async ({ page }) => {
    await signInAs(page, account, { guideSeen: true });
    await page.goto(`/personal/${paths[0]}`);
    await expect(menu(page).getByRole('link')).toHaveCount(paths.length);
    for (const path of [...paths.slice(1), paths[0]]) {
      const [entry, landmark] = SCREENS[path];
      await menu(page).getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`/personal/${path}$`));
      await expect(page.getByRole('main').getByText(landmark).filter({ visible: true }).first()).toBeVisible();
    }
  });
}

test('orderData shows the server’s figures: albums uploaded, passed, not passed, and signed contracts', async ({ page }) => {
  await signInAs(page, 'merchant', { guideSeen: true });
  // The personal centre's own read of the index, not the home's that may still be on its way as
  // the sign-in lands (its body is gone once the page is left).
  const index = page.waitForResponse((r) => r.url().includes('/v2/users/index') && new URL(r.request().frame().url()).pathname === '/personal/orderData');
  await page.goto('/personal/orderData');
  const contracts = (await (await index).json()).data.contract_count;
  const figure = (label: string) => page.getByRole('main').getByText(label, { exact: true }).locator('..');
  // The merchant's albums (mock-server/fixtures/albums.ts): 9, of which 3 passed and 3 not.
  await expect(figure('上传总数')).toContainText('9');
  await expect(figure('已通过').first()).toContainText('3');
  await expect(figure('未通过').first()).toContainText('3');
  await expect(figure('签约合同总数')).toContainText(String(contracts));
});

test('the merchant changes its slogan: 提交成功, and the server gives it back after a reload', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/enterpriseInfo');
  const slogan = page.getByRole('textbox', { name: '公司口号' });
  await expect(slogan).not.toHaveValue('');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('无修改内容')).toBeVisible();
  await slogan.fill('十五年只做杭州本地家装');
  const sent = page.waitForRequest((r) => r.url().includes('/v2/account/company-profile') && r.method() === 'PUT');
  await page.getByRole('button', { name: '提交' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ slogan: '十五年只做杭州本地家装' });
  await expect(page.getByText('提交成功')).toBeVisible();
  expect(await held(page, session, '/account/company-profile')).toMatchObject({ slogan: '十五年只做杭州本地家装', abbr: '美居装饰' });
  await page.reload();
  await expect(page.getByRole('textbox', { name: '公司口号' })).toHaveValue('十五年只做杭州本地家装');
});

test('honours: a not-passed honour is edited and waits for review; a passed one is deleted after the confirm', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/honor');
  const list = page.getByRole('region', { name: '荣誉资质列表' });
  await list.getByRole('article', { name: '绿色环保施工认证证书' }).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑荣誉资质' });
  await expect(dialog.getByRole('textbox', { name: '标题' })).toHaveValue('绿色环保施工认证证书');
  await dialog.getByRole('textbox', { name: '标题' }).fill('绿色环保施工认证证书（2026）');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await list.getByRole('article', { name: '中国建筑装饰协会会员单位' }).getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('请确认是否删除所选的荣誉资质?');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  // The server holds the edited one under review (2) and no longer holds 401.
  expect(await honours(page, session)).toEqual([
    [402, '杭州市家装行业诚信示范企业', 1],
    [403, '2025年度最佳设计团队奖', 2],
    [404, '绿色环保施工认证证书（2026）', 2],
  ]);

  await page.reload();
  await expect(list.getByRole('article', { name: '绿色环保施工认证证书（2026）' }).getByText('待审核')).toBeVisible();
  await expect(list.getByRole('article', { name: '绿色环保施工认证证书', exact: true })).toHaveCount(0);
  await expect(list.getByRole('article', { name: '中国建筑装饰协会会员单位', exact: true })).toHaveCount(0);
});

test('a double click on the honour delete confirm deletes once: 删除成功! and no 荣誉资质不存在 beside it', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/honor');
  const list = page.getByRole('region', { name: '荣誉资质列表' });
  await list.getByRole('article', { name: '中国建筑装饰协会会员单位' }).getByRole('button', { name: '删除' }).click();
  const deletes = watchRequests(page, 'DELETE', /^\/v2\/account\/honors\/\d+$/);
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, deletes, '删除成功!');
  expect((await honours(page, session)).map(([id]) => id)).toEqual([402, 403, 404]);
  await expect(list.getByRole('article', { name: '中国建筑装饰协会会员单位', exact: true })).toHaveCount(0);
});

test('a company banner is edited, another deleted after the confirm; the server keeps both changes', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/slideshow');
  const banners = page.getByRole('region', { name: '公司首页轮播图' });
  await expect(banners.getByRole('article')).toHaveCount(3);
  // 703: not passed, starting in five days.
  await banners.getByRole('article', { name: '全屋定制限时优惠' }).getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/personal\/homepageadd/);
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('全屋定制限时优惠');
  await page.getByRole('textbox', { name: '标题' }).fill('全屋定制限时八折');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/slideshow$/);

  await banners.getByRole('article', { name: '春季焕新装修节' }).getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('请确认是否删除该轮播图');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  // The server holds 703 renamed and under review again (2), 702 as it was, 701 no more.
  expect(records((await heldBanners(page, session, 'TJW_ZXGS_INDEX')).items)).toEqual([
    [702, '老房翻新专场', 2],
    [703, '全屋定制限时八折', 2],
  ]);

  await page.reload();
  await expect(banners.getByRole('article')).toHaveCount(2);
  await expect(banners.getByRole('article', { name: '全屋定制限时八折' })).toBeVisible();
  await expect(banners.getByRole('article', { name: '春季焕新装修节' })).toHaveCount(0);
  // 702 is under review: no delete, and its form opens locked (查看).
  await expect(banners.getByRole('article', { name: '老房翻新专场' }).getByRole('button', { name: '删除' })).toBeDisabled();
  await expect(banners.getByRole('article', { name: '老房翻新专场' }).getByRole('button', { name: '查看' })).toBeVisible();
});

test('a double click on the banner delete confirm deletes once', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/slideshow');
  const banners = page.getByRole('region', { name: '公司首页轮播图' });
  await banners.getByRole('article', { name: '春季焕新装修节' }).getByRole('button', { name: '删除' }).click();
  const deletes = watchRequests(page, 'DELETE', /^\/v2\/banners\/companies\/\d+$/);
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, deletes, '删除成功!');
  expect(records((await heldBanners(page, session, 'TJW_ZXGS_INDEX')).items).map(([id]) => id)).toEqual([702, 703]);
  await expect(banners.getByRole('article')).toHaveCount(2);
});

test('a double click on the promotion delete confirm deletes once', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/promotions');
  await page.getByRole('tab', { name: '未通过' }).click();
  const promotion = page.getByRole('table', { name: '优惠活动列表' }).getByRole('row').filter({ hasText: '签约即送全套智能门锁活动' });
  await promotion.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('请确认是否删除该条信息');
  const deletes = watchRequests(page, 'DELETE', /^\/v2\/companies\/promotional\/\d+$/);
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, deletes, '删除成功!');
  // The server's not-passed promotions (status 3): 707 alone is left.
  const notPassed = await held<{ items: { id: number; title: string; status: number }[] }>(page, session, '/companies/promotional?offset=1&limit=100&status=3');
  expect(records(notPassed.items)).toEqual([[707, '厨卫焕新套餐立省三千元起', 3]]);
  await expect(promotion).toHaveCount(0);
});

test('an appeal expands to its order, explanation and evidence, and folds again', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/appeal');
  const appeals = page.getByRole('list', { name: '申诉列表' }).getByRole('listitem');
  await expect(appeals).toHaveCount(2);
  // What the server holds for the newest appeal is what the merchant reads.
  const listed = await held<{ items: { data_name: string; content: string; status_desc: string; photo_list: string[] }[] }>(
    page,
    session,
    '/account/fin-payment-complaint?offset=0&limit=10',
  );
  const newest = listed.items[0];
  expect(newest.content).not.toBe('');
  const first = appeals.first();
  await expect(first).toContainText(`订单：${newest.data_name}`);
  await expect(first).toContainText(newest.status_desc);
  await first.getByRole('button', { name: '查看详情' }).click();
  await expect(first.getByText('申诉说明')).toBeVisible();
  await expect(first).toContainText(newest.content);
  await expect(first.getByText('申诉凭证')).toBeVisible();
  await expect(first.getByRole('img')).toHaveCount(newest.photo_list.length);
  await first.getByRole('button', { name: '收起详情' }).click();
  await expect(first.getByRole('button', { name: '查看详情' })).toBeVisible();
});

test('the wallet shows an earlier month’s transactions when that month is picked', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/wallet');
  const picker = page.getByLabel('选择月份');
  const current = (await picker.getAttribute('max')) as string;
  const [year, month] = current.split('-').map(Number);
  const earlier = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('startTime') === `${earlier}-01 00:00:00`);
  await picker.fill(earlier);
  const endTime = new URL((await asked).url()).searchParams.get('endTime');
  expect(endTime).toMatch(new RegExp(`^${earlier}-(28|29|30|31) 23:59:59$`));
  await expect(page.getByRole('heading', { name: `${earlier.replace('-', '年')}月交易明细` })).toBeVisible();
  // The rows are the server's transactions of that month, in its order.
  const query = new URLSearchParams({ startTime: `${earlier}-01 00:00:00`, endTime: endTime as string });
  const { details } = await held<{ details: { created: string; total_amount_desc: string }[] }>(page, session, `/account/wallet?${query}`);
  const rows = page.getByRole('region', { name: `${earlier.replace('-', '年')}月交易明细` }).getByRole('listitem');
  await expect(rows).toHaveCount(details.length);
  for (const [i, d] of details.entries()) {
    await expect(rows.nth(i)).toContainText(d.created);
    await expect(rows.nth(i)).toContainText(d.total_amount_desc);
  }
});

test('a city 手机端 banner is added and waits for review on the city tab', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/slideshow');
  await page.getByRole('tab', { name: '城市首页' }).click();
  await page.getByRole('tabpanel', { name: '城市首页' }).getByRole('button', { name: '添加轮播图' }).click();
  await expect(page).toHaveURL(/\/personal\/cityHomeadd/);
  await expect(page.getByRole('radio', { name: '手机端' })).toBeChecked();
  await page.getByRole('textbox', { name: '标题' }).fill('美居装饰手机端推荐');
  await page.getByLabel('开始日期').fill(day(2));
  await page.getByLabel('结束日期').fill(day(30));
  // City app: 20KB-2MB (spec 2 §5 Banner); noise PNGs do not compress, 400x300 is about 360 KB.
  await page.getByLabel('选择图片').setInputFiles(pngFile('app.png', 400, 300));
  await expect(page.getByRole('img', { name: '轮播图预览' })).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().includes('/v2/banners/companies') && r.method() === 'POST');
  await page.getByRole('button', { name: '提交' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ posAbbr: 'NEW_TJW_APP_SY_LB', title: '美居装饰手机端推荐' });
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/slideshow/);
  // The server holds it at the city app position, under review (2), for the dates picked.
  expect((await heldBanners(page, session, 'NEW_TJW_APP_SY_LB')).items).toEqual([
    expect.objectContaining({ title: '美居装饰手机端推荐', status: 2, begin_time: `${day(2)} 00:00:00`, end_time: `${day(30)} 23:59:59` }),
  ]);
  await page.reload();
  await page.getByRole('tab', { name: '城市首页' }).click();
  await expect(page.getByRole('tabpanel', { name: '城市首页' }).getByRole('article', { name: '美居装饰手机端推荐' }).getByText('审核中')).toBeVisible();
});

test('a renamed sub-account keeps its new name on the server', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/accountlist');
  const table = page.getByRole('table', { name: '子账号列表' });
  await table.getByRole('button', { name: '编辑 赵观察' }).click();
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('赵观察');
  await page.getByRole('textbox', { name: '姓名' }).fill('赵小观');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible();
  await expect(page).toHaveURL(/accountlist$/);
  expect(await subAccounts(page, session)).toEqual([
    [1002, '李设计'],
    [1003, '赵小观'],
    [2011, '周婷'],
  ]);
  await page.reload();
  await expect(table.getByRole('button', { name: '编辑 赵小观' })).toBeVisible();
  await expect(table.getByRole('button', { name: '编辑 赵观察' })).toHaveCount(0);
});

test('a double click on the sub-account 解绑 confirm unbinds once', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/accountlist');
  const table = page.getByRole('table', { name: '子账号列表' });
  await table.getByRole('button', { name: '解绑 赵观察' }).click();
  const unbinds = watchRequests(page, 'DELETE', /^\/v2\/users\/sub-account\/\d+$/);
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, unbinds, '解绑成功!');
  expect(await subAccounts(page, session)).toEqual([
    [1002, '李设计'],
    [2011, '周婷'],
  ]);
  await expect(table.getByRole('button', { name: '解绑 赵观察' })).toHaveCount(0);
});

test('WeChat 解绑 asks first; a double click on its confirm unbinds once and the QR code follows', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/bindingSet');
  await page.getByRole('tab', { name: '微信绑定' }).click();
  await expect(page.getByText('美居小王')).toBeVisible();
  const unbinds = watchRequests(page, 'DELETE', /^\/v2\/users\/wechat\/unbind-wx$/);
  await page.getByRole('button', { name: '解绑' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('确定解绑该微信吗？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toHaveCount(0);
  expect(unbinds.count()).toBe(0);
  await expect(page.getByText('美居小王')).toBeVisible();
  expect(await held(page, session, '/users/wechat/check')).toEqual({ wx: { nickname: '美居小王' } });

  await page.getByRole('button', { name: '解绑' }).click();
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, unbinds, '解绑成功!');
  expect(await held(page, session, '/users/wechat/check')).toEqual({ wx: null });
  await expect(page.getByRole('img', { name: '微信公众号二维码' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: '微信绑定' }).click();
  await expect(page.getByRole('img', { name: '微信公众号二维码' })).toBeVisible();
});

/** newco's deregistration up to its SMS step (newco meets every condition). */
async function toDeregistrationCode(page: Page) {
  const session = await signInAs(page, 'newco', { guideSeen: true });
  await page.goto('/personal/deprecated');
  await expect(page.getByText('已满足')).toHaveCount(4);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '点击进行智能验证' }).click();
  return session;
}

test('a double click on 获取验证码 asks for one code; the second click is told 信息错误，请核对 (spec 1 §8)', async ({ page }) => {
  await toDeregistrationCode(page);
  const codes = watchRequests(page, 'POST', /^\/v2\/oauth\/sms$/);
  await doubleClick(page.getByRole('button', { name: '获取验证码' }));
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await codes.answered();
  expect(codes.count(), 'codes asked for by the double click').toBe(1);
  await expect(toasts(page).getByRole('alert')).toHaveText('信息错误，请核对');
});

test('a double click on 确认注销 deregisters once: 注销成功, then /login', async ({ page }) => {
  const session = await toDeregistrationCode(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
  await page.getByRole('button', { name: '下一步' }).click();
  // The code's toast goes first, so that only what the confirm brings is on screen.
  await expect(toasts(page).getByRole('status')).toHaveCount(0);

  const deregistrations = watchRequests(page, 'POST', /^\/v2\/users\/unregister$/);
  await doubleClick(page.getByRole('button', { name: '确认注销' }));
  await sentOnce(page, deregistrations, '注销成功');
  await expect(page).toHaveURL(/\/login$/);
  // The server ended the session (20201) and holds the account in its protection period: a
  // new sign-in is asked to re-activate it.
  expect(await answerCode(page, session, '/users/index')).toBe(20201);
  const again = await signInByApi(page, 'newco');
  expect(await held(page, again, `/users/check-unregister/${again.userId}`)).toBe(1);
});

test('a double click on an unread message opens it with one request', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/mailer');
  const unread = page.getByRole('list', { name: '消息列表' }).getByRole('button', { name: /未读/ });
  await expect(unread).toHaveCount(2);
  expect(await unreadMessages(page, session)).toEqual([20, 17]);
  const opens = watchRequests(page, 'GET', /^\/v2\/notify\/msg-box\/\d+$/);
  await doubleClick(unread.first());
  await expect(unread).toHaveCount(1);
  await opens.answered();
  expect(opens.count(), 'message reads sent by the double click').toBe(1);
  // The server holds the newest one read.
  expect(await unreadMessages(page, session)).toEqual([17]);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
});

test('a double click on the avatar crop 确定 uploads and saves once', async ({ page }) => {
  const session = await signInAs(page, 'designer', { guideSeen: true });
  await page.goto('/personal/personalInfo');
  const header = page.getByRole('region', { name: '公司信息' });
  await header.getByLabel('选择头像图片').setInputFiles(pngFile('me.png', 800, 500));
  const crop = page.getByRole('dialog', { name: '更换头像' });
  await expect(crop.getByTestId('crop-area').locator('img')).toBeVisible();
  await expect(crop.getByRole('button', { name: '确定' })).toBeEnabled();
  const saves = watchRequests(page, 'POST', /^\/v2\/users\/upload-avatar$/);
  await doubleClick(crop.getByRole('button', { name: '确定' }));
  await sentOnce(page, saves, '修改成功!');
  await expect(crop).toHaveCount(0);
  // The server holds the new avatar, and the header shows that one.
  const stored = (await held<{ head_img_url: string }>(page, session, '/users/index')).head_img_url;
  expect(stored).toMatch(/^\/uploads\/avatar\//);
  await expect(header.getByRole('img', { name: '李设计的头像' })).toHaveAttribute('src', stored);
});

test('a double click on 全部已读 sends it once', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/personal/mailer');
  const unread = page.getByRole('list', { name: '消息列表' }).getByRole('button', { name: /未读/ });
  await expect(unread).toHaveCount(2);
  expect(await unreadMessages(page, session)).toEqual([20, 17]);
  const readAll = watchRequests(page, 'PUT', /^\/v2\/notify\/msg-box\/read-all$/);
  await doubleClick(page.getByRole('button', { name: '全部已读' }));
  await expect(unread).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部已读' })).toBeEnabled();
  await readAll.answered();
  expect(readAll.count(), 'read-all requests sent by the double click').toBe(1);
  // The server holds every message read, and no unread dot for the menu.
  expect(await unreadMessages(page, session)).toEqual([]);
  expect(await held(page, session, '/notify/point/type')).toMatchObject({ mine: { msg_box: 0 } });
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
});
