import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { arrange, row, searchOrder, toast } from '../orders-support';
import { type Session, held, openOrders } from './walk-support';
import { doubleClick, sentOnce, toasts, watchRequests } from './double-click';

/**
 * Capability walk, spec 1 §2 /order, /grouporder and order dialogs, §4 order states, §7 Orders:
 * each action a merchant can take on the order list ends in the result the spec names, checked
 * on screen, in what the server's API then holds for the order (read with the session's token:
 * walk-support.ts `held`), and again after the server answered a reload.
 *
 * Spec → test (here, or the existing spec that already walks it through the real app):
 * - accept / reject / 20407 .................. ../orders.spec.ts
 * - feedback with progress 4 → 5 ............. ../orders.spec.ts
 * - feedback: 已签约 + 已到店 + text ............ 'feedback with 已签约 and 已到店 ...'
 * - assign / batch assign .................... ../orders.spec.ts;
 *   no designer to choose: 'without sub-accounts the assign dialog ...'
 * - reassign (重新分配) ........................ 'reassign ...'
 * - follow ................................... ../orders.spec.ts; unfollow: 'unfollow ...'
 * - hide / restore, 订单已被隐藏 on 关注 ......... ../orders.spec.ts
 * - following cleared before hiding, hidden order refuses feedback / appeal / reassign
 *   ......................................... 'a followed order that is hidden ...'
 * - appeal 返单 / 0-yuan / 15 days ............ ../orders-more.spec.ts
 * - appeal 返差价 (no text needed) ............. 'a price-difference appeal ...'
 * - details, copy phone ...................... ../orders-more.spec.ts
 * - search ................................... ../orders.spec.ts
 * - tabs 待接单 / 待反馈 (type 1 / 3) ............ 'the tabs ask for their type ...'
 * - time presets, designer filter ............ 'a time preset and the designer filter ...'
 * - custom time range ........................ ../orders-more.spec.ts
 * - export / no export for non-VIP ........... ../orders-more.spec.ts
 * - group list: company filter ............... ../orders-more.spec.ts; search: 'the group list ...'
 * - sub-account (designer) operates its own orders: 'the designer sees only its orders ...'
 * - viewer 暂无该权限 ......................... ../orders.spec.ts
 * - feedback reminder, infinite scroll, back-to-top ../orders-more.spec.ts
 * - issue 55, a double click (two clicks in one task) sends one request: 接单, the 拒绝
 *   confirm, 导出: 'a double click on ...'
 */

const status = (page: Page, id: number) => row(page, id).getByTestId('order-status');

/** An order as the server lists it (GET /v2/orders, one row). */
interface ListedOrder {
  order_id: number;
  status_name: string;
  isCollected: number | null;
  subUserName: string | null;
  subUserPhone: string | null;
  closed: 0 | 1;
  complaintIt: number;
}

/** An order's details as the server holds them (GET /v2/orders/:id). */
interface HeldOrder {
  order: { status: number; subUserName: string | null; closed: 0 | 1; complaintIt: number };
  feedbacks: { subUserName: string; leftStatus: string; rightStatus: string; content: string; isAdmin: 0 | 1 }[];
}

/** The order's row as the server lists it now, searched by its id among visible (99) and hidden (9) orders. */
async function listed(page: Page, session: Session, id: number): Promise<ListedOrder> {
  const rows = [];
  for (const type of [99, 9]) rows.push(...(await held<{ items: { order: ListedOrder[] } }>(page, session, `/orders?search=${id}&type=${type}`)).items.order);
  expect(rows.map((o) => o.order_id), `the server lists order ${id} once`).toEqual([id]);
  return rows[0];
}

/** The ids of the orders the server lists under 已关注 (type 7), in its order. */
const followedIds = async (page: Page, session: Session) =>
  (await held<{ items: { order: ListedOrder[] } }>(page, session, '/orders?type=7&limit=100')).items.order.map((o) => o.order_id);

const details = (page: Page, session: Session, id: number) => held<HeldOrder>(page, session, `/orders/${id}`);

/** The list as the server gives it now: a reload, then its rows or its empty state. */
async function reloadRows(page: Page) {
  await page.reload();
  await expect(page.locator('[data-order-row]').first().or(page.getByText('暂无订单！'))).toBeVisible();
}

test('a double click on 接单 accepts once', async ({ page }) => {
  const session = await openOrders(page);
  const accepts = watchRequests(page, 'PUT', /^\/v2\/orders\/501001$/);
  await doubleClick(row(page, 501001).getByRole('button', { name: '接单' }));
  await sentOnce(page, accepts, '接受订单成功');
  // The server holds it accepted, with the one acceptance in its history.
  expect(await listed(page, session, 501001)).toMatchObject({ status_name: '已接单', closed: 0 });
  expect((await details(page, session, 501001)).feedbacks).toEqual([
    expect.objectContaining({ subUserName: '王美居', leftStatus: '待接单', rightStatus: '已接单', content: '商家已接单' }),
  ]);
  await reloadRows(page);
  await expect(status(page, 501001)).toHaveText('已接单');
});

test('a double click on the 拒绝 confirm rejects once', async ({ page }) => {
  // 501004: 待接单.
  const session = await openOrders(page);
  await row(page, 501004).getByRole('button', { name: '拒绝' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('请确定是否拒绝该订单');
  const rejects = watchRequests(page, 'PUT', /^\/v2\/orders\/501004$/);
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, rejects, '拒绝成功');
  expect(await listed(page, session, 501004)).toMatchObject({ status_name: '已拒绝', closed: 0 });
  await expect(status(page, 501004)).toHaveText('已拒绝');
  await reloadRows(page);
  await expect(status(page, 501004)).toHaveText('已拒绝');
});

test('a double click on 导出 downloads one workbook', async ({ page }) => {
  await openOrders(page);
  const exports = watchRequests(page, 'GET', /^\/v2\/orders\/excel$/);
  const download = page.waitForEvent('download');
  await doubleClick(page.getByRole('button', { name: '导出' }));
  await download;
  await expect(page.getByRole('button', { name: '导出' })).toBeEnabled();
  await exports.answered();
  expect(exports.count(), 'exports sent by the double click').toBe(1);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
});

test('reassign: 重新分配 gives an assigned order to another designer, and the server keeps it', async ({ page }) => {
  // 501007: 已接单, assigned to 赵观察 (mock-server/fixtures/orders.ts).
  const session = await openOrders(page);
  await searchOrder(page, 501007);
  await expect(row(page, 501007)).toContainText('设计师：赵观察');
  await row(page, 501007).getByRole('button', { name: '重新分配' }).click();
  const dialog = page.getByRole('dialog', { name: '选择设计师' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/v2/orders/assign') && r.method() === 'PUT');
  await dialog.getByRole('button', { name: '周婷' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ orderId: [501007], subUserId: 2011, subUserName: '周婷' });
  await expect(toast(page, '分配成功')).toBeVisible();
  expect(await listed(page, session, 501007)).toMatchObject({ status_name: '已接单', subUserName: '周婷', subUserPhone: '13900002011' });
  await expect(row(page, 501007)).toContainText('设计师：周婷');
  await reloadRows(page);
  await searchOrder(page, 501007);
  await expect(row(page, 501007)).toContainText('设计师：周婷');
});

test('unfollow: 取消关注 takes the order out of 已关注 on the server', async ({ page }) => {
  // 501004: 待接单 and followed.
  const session = await openOrders(page, 'merchant', 2);
  const before = await followedIds(page, session);
  expect(before).toContain(501004);
  await row(page, 501004).getByRole('button', { name: '取消关注' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  // The server's 已关注 list is what it was, without 501004.
  expect(await followedIds(page, session)).toEqual(before.filter((id) => id !== 501004));
  expect(await listed(page, session, 501004)).toMatchObject({ isCollected: null, closed: 0 });
  await reloadRows(page);
  await expect(page.getByRole('tab', { name: '已关注' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 501004)).toHaveCount(0);
  await page.getByRole('tab', { name: '全部订单' }).click();
  await expect(row(page, 501004).getByRole('button', { name: '关注', exact: true })).toBeVisible();
});

test('a followed order that is hidden loses its follow, and a hidden order refuses feedback, appeal and reassign', async ({ page }) => {
  const session = await openOrders(page);
  const hiddenBefore = await details(page, session, 501010);
  await row(page, 501004).getByRole('button', { name: '隐藏' }).click();
  await expect(toast(page, '已隐藏订单')).toBeVisible();
  await page.getByRole('tab', { name: '已隐藏' }).click();
  await expect(row(page, 501004).getByRole('button', { name: '关注', exact: true })).toBeVisible();
  await row(page, 501004).getByRole('button', { name: '恢复' }).click();
  await expect(toast(page, '已恢复订单')).toBeVisible();
  await page.getByRole('tab', { name: '已关注' }).click();
  await expect(page.locator('[data-order-row]').first().or(page.getByText('暂无订单！'))).toBeVisible();
  await expect(row(page, 501004)).toHaveCount(0);
  // The server holds 501004 shown again and no longer followed.
  expect(await listed(page, session, 501004)).toMatchObject({ closed: 0, isCollected: null, status_name: '待接单' });

  // 501010: 已接单, assigned and hidden in the fixtures.
  await page.getByRole('tab', { name: '已隐藏' }).click();
  const hidden = row(page, 501010);
  for (const action of ['写反馈', '重新分配']) {
    await hidden.getByRole('button', { name: action }).click();
    await expect(toast(page, '订单已被隐藏')).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 501002 can be appealed while visible; hidden, its 申诉 says why and opens nothing.
  await page.getByRole('tab', { name: '全部订单' }).click();
  await row(page, 501002).getByRole('button', { name: '隐藏' }).click();
  await expect(toast(page, '已隐藏订单')).toBeVisible();
  await page.getByRole('tab', { name: '已隐藏' }).click();
  await expect(toast(page, '订单已被隐藏')).toHaveCount(0, { timeout: 15_000 });
  // aria-disabled, not disabled: a tap still tells why (Playwright waits for an enabled one unless forced).
  await row(page, 501002).getByRole('button', { name: '申诉' }).click({ force: true });
  await expect(toast(page, '订单已被隐藏')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Nothing reached the server: 501002 hidden with no appeal, 501010 as it was.
  expect(await listed(page, session, 501002)).toMatchObject({ closed: 1, complaintIt: 0, status_name: '已接单' });
  expect(await details(page, session, 501010)).toEqual(hiddenBefore);
  expect(hiddenBefore.order).toMatchObject({ closed: 1, subUserName: '李设计' });
});

test('feedback with 已签约 and 已到店 signs the order; the arrival and the text are kept by the server', async ({ page }) => {
  const session = await openOrders(page);
  const order = row(page, 501002);
  await order.getByRole('button', { name: '写反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '填写反馈' });
  await dialog.getByRole('button', { name: '已签约' }).click();
  await dialog.getByRole('button', { name: '已签约' }).click();
  await expect(dialog.getByRole('button', { name: '已签约' })).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: '已签约' }).click();
  await dialog.getByRole('checkbox', { name: '已到店' }).check();
  await dialog.getByLabel('反馈内容').fill('业主到店签约，合同已寄出');
  const sent = page.waitForRequest((r) => r.url().endsWith('/v2/orders/501002/feedbacks'));
  await dialog.getByRole('button', { name: '提交' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ option: 1, arrival: 1, orderId: 501002, content: '业主到店签约，合同已寄出' });
  await expect(toast(page, '发表反馈成功')).toBeVisible();
  await expect(status(page, 501002)).toHaveText('已签约');
  // The server holds the order signed, the feedback first in its history, and the arrival.
  const kept = await details(page, session, 501002);
  expect(kept.order.status).toBe(1);
  expect(kept.feedbacks[0]).toMatchObject({ subUserName: '王美居', leftStatus: '已接单', rightStatus: '已签约', content: '业主到店签约，合同已寄出', isAdmin: 0 });
  expect(await held(page, session, '/orders/501002/status')).toEqual({ arrival: 1 });

  await reloadRows(page);
  await expect(status(page, 501002)).toHaveText('已签约');
  await row(page, 501002).getByRole('button', { name: '写反馈' }).click();
  const again = page.getByRole('dialog', { name: '填写反馈' });
  await expect(again.getByRole('checkbox', { name: '已到店' })).toBeChecked();
  await expect(again.getByRole('button', { name: '已签约' })).toBeDisabled();
  await expect(again.getByRole('button', { name: '已量房' })).toBeDisabled();
  await again.getByRole('button', { name: '取消' }).click();
  await row(page, 501002).getByRole('button', { name: '查看详情' }).click();
  await expect(row(page, 501002).getByText('业主到店签约，合同已寄出')).toBeVisible();
});

test('a price-difference appeal needs no text: 申请成功, and the order is then under review', async ({ page }) => {
  // 501002: 已接单 two days ago, complaintIt 0, price above 0: 返单 is not yet open, 返差价 is.
  const session = await openOrders(page);
  await row(page, 501002).getByRole('button', { name: '申诉' }).click();
  const dialog = page.getByRole('dialog', { name: '订单申诉' });
  await dialog.getByRole('radio', { name: '返差价' }).check();
  const sent = page.waitForRequest((r) => r.url().includes('/v2/account/fin-payment-complaint/501002') && r.method() === 'PUT');
  await dialog.getByRole('button', { name: '提交' }).click();
  const body = (await sent).postData() ?? '';
  expect(new URLSearchParams(body).get('dataType')).toBe('ORDERDIFF');
  await expect(toast(page, '申请成功')).toBeVisible();
  // The server holds the appeal, newest first, under review, and the order as under review (2).
  const appeals = await held<{ items: unknown[] }>(page, session, '/account/fin-payment-complaint?offset=0&limit=10');
  expect(appeals.items[0]).toMatchObject({ data_id: 501002, data_type: 'ORDERDIFF', status: 0, status_desc: '审核中', content: '', photo_list: [] });
  expect(await listed(page, session, 501002)).toMatchObject({ complaintIt: 2 });
  await reloadRows(page);
  await row(page, 501002).getByRole('button', { name: '申诉' }).click();
  await expect(toast(page, '订单审核中')).toBeVisible();
});

test('the tabs ask for their type: 待接单 lists only pending orders, 待反馈 only accepted ones', async ({ page }) => {
  await openOrders(page);
  const listed = (type: number) => page.waitForRequest((r) => r.url().includes('/v2/orders?') && new URL(r.url()).searchParams.get('type') === String(type));
  let asked = listed(1);
  await page.getByRole('tab', { name: '待接单' }).click();
  await asked;
  await expect(page).toHaveURL(/tab=3/);
  await expect(row(page, 501001)).toBeVisible();
  const pending = await page.getByTestId('order-status').allInnerTexts();
  expect(new Set(pending)).toEqual(new Set(['待接单']));
  asked = listed(3);
  await page.getByRole('tab', { name: '待反馈' }).click();
  await asked;
  await expect(row(page, 501002)).toBeVisible();
  const inProgress = await page.getByTestId('order-status').allInnerTexts();
  expect(inProgress.every((s) => ['已接单', '已量房', '交定金', '已签约'].includes(s))).toBe(true);
});

test('a time preset and the designer filter narrow the list the server sends', async ({ page }) => {
  await openOrders(page);
  const week = page.waitForResponse((r) => r.url().includes('/v2/orders?') && new URL(r.url()).searchParams.has('startTime'));
  await page.getByRole('group', { name: '时间筛选' }).getByRole('button', { name: '近一周' }).click();
  const answer = await week;
  expect(new URL(answer.url()).searchParams.get('endTime')).toMatch(/ 23:59:59$/);
  // Fixture orders arrive every 1.5 days (and 2 h): 501001-501005 are within the week, 501006
  // (7.5 days) depends on the hour, 501007 (9 days) on is not.
  const ids = ((await answer.json()).data.items.order as { order_id: number }[]).map((o) => o.order_id);
  expect(ids.filter((id) => id !== 501006)).toEqual([501001, 501002, 501003, 501004, 501005]);
  await expect(page.getByText('—— 已加载全部订单 ——')).toBeVisible();
  await expect(page.locator('[data-order-row]').first()).toHaveAttribute('data-order-row', '501001');
  await expect(row(page, 501007)).toHaveCount(0);

  await page.getByRole('group', { name: '时间筛选' }).getByRole('button', { name: '全部时间' }).click();
  const byDesigner = page.waitForRequest((r) => r.url().includes('/v2/orders?') && new URL(r.url()).searchParams.get('subUserId') === '1003');
  await page.getByRole('combobox', { name: '全部设计师' }).selectOption({ label: '赵观察' });
  await byDesigner;
  await expect(row(page, 501007)).toBeVisible();
  const designers = await page.locator('[data-order-row]').allInnerTexts();
  expect(designers.every((t) => t.includes('设计师：赵观察'))).toBe(true);
});

test('the group list searches its companies’ orders and shows the responsible company and designer', async ({ page }) => {
  await openOrders(page, 'group');
  await expect(page).toHaveURL(/\/grouporder/);
  const first = page.locator('[data-order-row]').first();
  const id = Number(await first.getAttribute('data-order-row'));
  await page.getByLabel('搜索订单').fill(String(id));
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.locator('[data-order-row]')).toHaveCount(1);
  await expect(row(page, id)).toContainText('所属公司：');
  await expect(row(page, id)).toContainText('设计师电话：');
});

test('the designer sees only its own orders and writes feedback on one', async ({ page }) => {
  const session = await openOrders(page, 'designer');
  const rows = await page.locator('[data-order-row]').allInnerTexts();
  expect(rows.every((t) => t.includes('设计师：李设计'))).toBe(true);
  await expect(page.getByRole('button', { name: '批量分配' })).toHaveCount(0);
  const order = page.locator('[data-order-row]').filter({ has: page.getByRole('button', { name: '写反馈' }) }).first();
  const id = Number(await order.getAttribute('data-order-row'));
  await order.getByRole('button', { name: '写反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '填写反馈' });
  await dialog.getByLabel('反馈内容').fill('设计师已与业主沟通方案');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '发表反馈成功')).toBeVisible();
  expect((await details(page, session, id)).feedbacks[0]).toMatchObject({ subUserName: '李设计', content: '设计师已与业主沟通方案', isAdmin: 0 });
  await reloadRows(page);
  await row(page, id).getByRole('button', { name: '查看详情' }).click();
  await expect(row(page, id).getByText('设计师已与业主沟通方案')).toBeVisible();
});

test('without sub-accounts the assign dialog says 暂无可选择设计师 and leads to creating one', async ({ page }) => {
  await arrange(page, 'the company has no sub-accounts');
  await openOrders(page);
  await row(page, 501002).getByRole('button', { name: '分配', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '选择设计师' });
  await expect(dialog).toContainText('暂无可选择设计师');
  await dialog.getByRole('link', { name: '去创建子账号' }).click();
  await expect(page).toHaveURL(/\/personal\/accountAdd$/);
  await page.getByRole('dialog', { name: '菜单调整' }).getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByRole('textbox', { name: '姓名' })).toBeVisible();
});
