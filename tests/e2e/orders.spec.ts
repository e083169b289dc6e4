import { expect, test } from './support';
import { openOrders, row, searchOrder, toast } from './orders-support';

// Fixture orders (mock-server/fixtures/orders.ts): 501001 待接单, 501002 已接单 (unassigned),
// 501003 已量房, 501004 待接单 and followed.

test('accept: the row becomes 已接单 and stays so after a reload', async ({ page }) => {
  await openOrders(page);
  await row(page, 501001).getByRole('button', { name: '接单' }).click();
  await expect(toast(page, '接受订单成功')).toBeVisible();
  await expect(row(page, 501001).getByTestId('order-status')).toHaveText('已接单');
  await page.reload();
  await expect(row(page, 501001).getByTestId('order-status')).toHaveText('已接单');
  await expect(row(page, 501001).getByRole('button', { name: '写反馈' })).toBeVisible();
});

test('reject goes through the confirm dialog', async ({ page }) => {
  await openOrders(page);
  await row(page, 501001).getByRole('button', { name: '拒绝' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('请确定是否拒绝该订单');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(row(page, 501001).getByTestId('order-status')).toHaveText('待接单');
  await row(page, 501001).getByRole('button', { name: '拒绝' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '拒绝成功')).toBeVisible();
  await expect(row(page, 501001).getByTestId('order-status')).toHaveText('已拒绝');
  await expect(row(page, 501001).getByRole('button', { name: '接单' })).toHaveCount(0);
});

test('20407 on accept opens the incomplete company info dialog and rolls the row back', async ({ page }) => {
  await openOrders(page, 'newco');
  await row(page, 505001).getByRole('button', { name: '接单' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('你还没有完善企业信息');
  await expect(row(page, 505001).getByTestId('order-status')).toHaveText('待接单');
  await dialog.getByRole('button', { name: '再看看' }).click();
  await expect(dialog).toHaveCount(0);
  await row(page, 505001).getByRole('button', { name: '拒绝' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('你还没有完善企业信息');
  await page.getByRole('alertdialog').getByRole('button', { name: '去完善' }).click();
  await expect(page).toHaveURL(/\/personal\/enterpriseInfo/);
});

test('feedback advances 已接单 to 已量房 (sent once on a double click), then to 交定金 with the reached option locked', async ({ page }) => {
  await openOrders(page);
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/v2/orders/501002/feedbacks') && sent.push(r.url()));
  const order = row(page, 501002);
  await order.getByRole('button', { name: '写反馈' }).click();
  let dialog = page.getByRole('dialog', { name: '填写反馈' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '请填写关于此订单的状态反馈')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('请填写关于此订单的状态反馈');
  await dialog.getByRole('button', { name: '已量房' }).click();
  await expect(dialog.getByRole('button', { name: '已量房' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '提交' }).dblclick();
  await expect(toast(page, '发表反馈成功')).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('已量房');
  expect(sent).toHaveLength(1);

  await order.getByRole('button', { name: '写反馈' }).click();
  dialog = page.getByRole('dialog', { name: '填写反馈' });
  await expect(dialog.getByRole('button', { name: '已量房' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: '已量房' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '交定金' }).click();
  await dialog.getByLabel('反馈内容').fill('业主已交定金，开始深化设计');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(order.getByTestId('order-status')).toHaveText('交定金');

  await order.getByRole('button', { name: '写反馈' }).click();
  dialog = page.getByRole('dialog', { name: '填写反馈' });
  await expect(dialog.getByRole('button', { name: '已量房' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: '交定金' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: '已签约' })).toBeEnabled();
  await dialog.getByRole('button', { name: '取消' }).click();

  await order.getByRole('button', { name: '查看详情' }).click();
  await expect(order.getByText('业主已交定金，开始深化设计')).toBeVisible();
});

test('assign one order to a designer; a second click deselects', async ({ page }) => {
  await openOrders(page);
  await row(page, 501002).getByRole('button', { name: '分配', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '选择设计师' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '请选择需要分配的设计师')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('请选择需要分配的设计师');
  const zhou = dialog.getByRole('button', { name: '周婷' });
  await zhou.click();
  await expect(zhou).toHaveAttribute('aria-pressed', 'true');
  await zhou.click();
  await expect(zhou).toHaveAttribute('aria-pressed', 'false');
  await zhou.click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '分配成功')).toBeVisible();
  await expect(row(page, 501002)).toContainText('设计师：周婷');
  await expect(row(page, 501002).getByRole('button', { name: '重新分配' })).toBeVisible();
});

test('batch assign several orders at once (page size 6)', async ({ page }) => {
  await openOrders(page);
  const sixPerPage = page.waitForRequest((r) => r.url().includes('/v2/orders?') && r.url().includes('limit=6'));
  await page.getByRole('button', { name: '批量分配' }).click();
  await sixPerPage;
  await page.getByRole('button', { name: /分配选中订单/ }).click();
  await expect(toast(page, '请选择需要分配的订单')).toBeVisible();
  await page.getByRole('checkbox', { name: '选择订单501002' }).check();
  await page.getByRole('checkbox', { name: '选择订单501003' }).check();
  await expect(page.getByRole('button', { name: '分配选中订单（2）' })).toBeVisible();
  await page.getByRole('button', { name: '分配选中订单（2）' }).click();
  const dialog = page.getByRole('dialog', { name: '选择设计师' });
  await expect(dialog).toContainText('已选择 2 个订单');
  await dialog.getByRole('button', { name: '李设计' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '分配成功')).toBeVisible();
  await expect(row(page, 501002)).toContainText('设计师：李设计');
  await expect(row(page, 501003)).toContainText('设计师：李设计');
  await expect(page.getByRole('button', { name: '批量分配' })).toBeVisible();
});

test('hide then restore an order', async ({ page }) => {
  await openOrders(page);
  await row(page, 501003).getByRole('button', { name: '隐藏' }).click();
  await expect(toast(page, '已隐藏订单')).toBeVisible();
  await expect(page.getByText('可在隐藏列表中查询')).toBeVisible();
  await expect(row(page, 501003)).toHaveCount(0);
  await page.getByRole('tab', { name: '已隐藏' }).click();
  await expect(page).toHaveURL(/tab=9/);
  await row(page, 501003).getByRole('button', { name: '关注' }).click();
  await expect(toast(page, '订单已被隐藏')).toBeVisible();
  await row(page, 501003).getByRole('button', { name: '恢复' }).click();
  await expect(toast(page, '已恢复订单')).toBeVisible();
  await expect(row(page, 501003)).toHaveCount(0);
  await page.getByRole('tab', { name: '全部订单' }).click();
  await expect(row(page, 501003)).toBeVisible();
});

test('follow an order; it shows under 已关注', async ({ page }) => {
  await openOrders(page);
  await row(page, 501002).getByRole('button', { name: '关注', exact: true }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(row(page, 501002).getByRole('button', { name: '取消关注' })).toBeVisible();
  await page.getByRole('tab', { name: '已关注' }).click();
  await expect(row(page, 501002)).toBeVisible();
});

test('a viewer sub-account is told 暂无该权限', async ({ page }) => {
  await openOrders(page, 'viewer');
  await row(page, 501001).getByRole('button', { name: '接单' }).click();
  await expect(toast(page, '暂无该权限')).toBeVisible();
  await expect(row(page, 501001).getByTestId('order-status')).toHaveText('待接单');
  await row(page, 501002).getByRole('button', { name: '写反馈' }).click();
  await expect(page.getByRole('dialog', { name: '填写反馈' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '批量分配' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: '全部设计师' })).toHaveCount(0);
});

test('search: empty says so, a miss shows 暂无订单！', async ({ page }) => {
  await openOrders(page);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(toast(page, '请输入要搜索的内容')).toBeVisible();
  await searchOrder(page, 501012);
  await expect(page.locator('[data-order-row]')).toHaveCount(1);
  await page.getByLabel('搜索订单').fill('不存在的小区');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('暂无订单！')).toBeVisible();
});
