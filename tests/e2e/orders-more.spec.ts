import ExcelJS from 'exceljs';
import { screenSettled } from './a11y-support';
import { MOCK_URL, expect, test, useDemoSession } from './support';
import { arrange, openOrders, row, searchOrder, toast } from './orders-support';

// 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('appeal a return with an evidence image; the order is then under review', async ({ page }) => {
  // 501012: 交定金, accepted 16.5 days ago, complaintIt 0, 50 yuan.
  await openOrders(page);
  await searchOrder(page, 501012);
  await row(page, 501012).getByRole('button', { name: '申诉' }).click();
  const dialog = page.getByRole('dialog', { name: '订单申诉' });
  await expect(dialog.getByRole('button', { name: '提交' })).toBeDisabled();
  await dialog.getByRole('radio', { name: '返单' }).check();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '请填写申诉说明')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('请填写申诉说明');
  await dialog.getByLabel('申诉说明').fill('业主已与其他装修公司签约，申请返单。');
  await dialog.getByLabel('上传凭证图片').setInputFiles({ name: 'evidence.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(toast(page, '上传图片必须是JPG/JPEG/PNG 格式!')).toBeVisible();
  await dialog.getByLabel('上传凭证图片').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: '凭证图片1' })).toBeVisible();
  const upload = page.waitForResponse((r) => r.url().includes('/v2/account/update-pic'));
  await dialog.getByRole('button', { name: '提交' }).click();
  expect((await (await upload).json()).data.save_path).toMatch(/^complaint\//);
  await expect(toast(page, '申请成功')).toBeVisible();
  await row(page, 501012).getByRole('button', { name: '申诉' }).click();
  await expect(toast(page, '订单审核中')).toBeVisible();
});

test('a 0-yuan order and a young order cannot be appealed for a return', async ({ page }) => {
  await openOrders(page);
  await searchOrder(page, 501006);
  await row(page, 501006).getByRole('button', { name: '申诉' }).click();
  await expect(toast(page, '0元订单不支持申诉')).toBeVisible();
  await page.getByLabel('搜索订单').fill('501002');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await row(page, 501002).getByRole('button', { name: '申诉' }).click();
  const dialog = page.getByRole('dialog', { name: '订单申诉' });
  await expect(dialog.getByRole('radio', { name: '返单' })).toBeDisabled();
  await expect(dialog).toContainText('接单十五天后方可申请返单');
});

test('export downloads a workbook whose rows match the list, once on a double click', async ({ page }) => {
  await openOrders(page);
  const exports: string[] = [];
  page.on('request', (r) => r.url().includes('/v2/orders/excel') && exports.push(r.url()));
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).dblclick();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^订单列表-\d{12}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const ids: number[] = [];
  sheet.eachRow((r, n) => n > 1 && ids.push(Number(r.getCell(1).value)));
  const api = await page.request.get(`${MOCK_URL}/v2/orders?limit=1000&offset=0&type=99`, {
    headers: { Authorization: 'Bearer demo-merchant' },
  });
  const listed = (await api.json()).data.items.order.map((o: { order_id: number }) => o.order_id);
  expect(ids).toEqual(listed);
  const shown = await page.locator('[data-order-row]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-order-row'))));
  expect(ids.slice(0, shown.length)).toEqual(shown);
  expect(sheet.getRow(1).getCell(2).value).toBe('小区名称');
  await expect(page.getByRole('button', { name: '导出' })).toBeEnabled();
  expect(exports).toHaveLength(1);
});

test('a non-VIP company has no export', async ({ page }) => {
  await openOrders(page, 'newco');
  await expect(page.getByRole('button', { name: '导出' })).toHaveCount(0);
});

test('a group account lands on /grouporder and filters by company', async ({ page }) => {
  await useDemoSession(page, 'group');
  await page.goto('/order');
  await expect(page).toHaveURL(/\/grouporder/);
  await expect(page.locator('[data-order-row]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '接单' })).toHaveCount(0);
  await page.getByRole('combobox', { name: '选择公司' }).selectOption({ label: '华居装饰杭州分公司' });
  await expect(page.locator('[data-order-row]').first()).toContainText('所属公司：华居装饰杭州分公司');
  const companies = await page.locator('[data-order-row]').allInnerTexts();
  expect(companies.every((t) => t.includes('华居装饰杭州分公司'))).toBe(true);
  await page.locator('[data-order-row]').first().getByRole('button', { name: '查看详情' }).click();
  await expect(page.getByText('业主信息')).toBeVisible();
});

test('the feedback reminder shows once per calendar day and opens 待反馈', async ({ page }) => {
  await arrange(page, 'orders await feedback');
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  const reminder = page.getByRole('dialog', { name: '反馈提醒' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/order\?tab=1/);
  await expect(page.getByRole('tab', { name: '待反馈' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('feedback-dot')).toBeVisible();
  // The same day the home page does not even ask (checkTime): no answer can bring the dialog back.
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/v2/orders/checkTime') && asked.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '最新订单' })).toBeVisible();
  // Home has drawn what it loads (its latest orders, asked with checkTime's neighbours).
  await screenSettled(page);
  expect(asked).toEqual([]);
  await expect(reminder).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('feedback_dialog_time'));
  expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('infinite scroll loads 10 at a time and reaches the end line; back-to-top appears, and jumps where motion is reduced', async ({ page }) => {
  await openOrders(page);
  const pages: string[] = [];
  page.on('request', (r) => r.url().includes('/v2/orders?') && pages.push(new URL(r.url()).searchParams.get('offset') ?? ''));
  await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
  // Scroll as a person does, until the end line is reached.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(page.getByTestId('list-end')).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(page.getByTestId('list-end')).toHaveText('—— 已加载全部订单 ——');
  expect(pages).toContain('10');
  expect(await page.locator('[data-order-row]').count()).toBeLessThan(25);
  await page.getByRole('button', { name: '回到顶部' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);
  // Where the system asks for reduced motion, the way back does not glide: the page is at the
  // top in the frame after the click (a smooth scroll down this far takes many frames).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1000 }).toBeGreaterThan(1000);
  }).toPass();
  const afterOneFrame = await page.getByRole('button', { name: '回到顶部' }).evaluate(async (button: HTMLElement) => {
    const frame = () => new Promise((next) => requestAnimationFrame(next));
    // The wheel's own scroll comes to rest first.
    let from = -1;
    while (from !== window.scrollY) {
      from = window.scrollY;
      await frame();
    }
    button.click();
    await frame();
    return { from, to: window.scrollY };
  });
  expect(afterOneFrame.from).toBeGreaterThan(1000);
  expect(afterOneFrame.to).toBe(0);
});

test('a row expands to owner, house, other info, demand and feedback history', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOrders(page);
  await searchOrder(page, 501002);
  const order = row(page, 501002);
  await order.getByRole('button', { name: '查看详情' }).click();
  for (const heading of ['业主信息', '房屋信息', '其他信息', '装修需求', '反馈记录']) await expect(order.getByText(heading, { exact: true })).toBeVisible();
  await expect(order.getByText('官方回复', { exact: true })).toBeVisible();
  await expect(order.getByText('未提供').first()).toBeVisible();
  await expect(order).toContainText('76㎡');
  await order.getByRole('button', { name: /^复制手机号/ }).click();
  await expect(toast(page, '复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^1\d{10}$/);
  await order.getByRole('button', { name: '展开' }).first().click();
  await expect(order.getByRole('button', { name: '收起', exact: true }).first()).toBeVisible();
  await order.getByRole('button', { name: '收起详情' }).click();
  await expect(order.getByText('业主信息')).toHaveCount(0);
});

test('the custom time range dialog needs both dates within a year', async ({ page }) => {
  await openOrders(page);
  await page.getByRole('button', { name: '自定义' }).click();
  const dialog = page.getByRole('dialog', { name: '自定义时间' });
  await expect(dialog).toContainText('仅支持查询近一年订单');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  await dialog.getByLabel('开始日期').fill(today);
  await dialog.getByLabel('结束日期').fill(today);
  const request = page.waitForRequest((r) => r.url().includes('startTime='));
  await dialog.getByRole('button', { name: '确定' }).click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('endTime')).toBe(`${today} 23:59:59`);
  await expect(page.getByTestId('custom-range')).toContainText(today);
});
