import type { Page } from '@playwright/test';
import { MOCK_TEST_HEADERS, MOCK_URL, expect, test, useDemoSession } from './support';
import { pngFile } from './content-images';
import { screenSettled, severeViolations } from './a11y-support';

/** A day relative to today in the browser's time zone (playwright.config: Asia/Shanghai), as a date input takes it. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** Signs in as a demo account with the first-visit menu guide already dismissed. */
async function openAs(page: Page, username: string, path: string) {
  const { user_id } = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), user_id);
  await page.goto(path);
}

const row = (page: Page, title: string) => page.getByRole('table', { name: '优惠活动列表' }).getByRole('row').filter({ hasText: title });

test.describe('promotions (/personal/promotions)', () => {
  test('a promotion written in the editor is created, shows under 待审核 and its details show the body', async ({ page }) => {
    await openAs(page, 'merchant', '/personal/promotions');
    await page.getByRole('button', { name: '新增优惠活动' }).click();
    await expect(page).toHaveURL(/\/personal\/promotionsadd$/);
    await expect(page.getByText('外部图片不会被上传到服务器').first()).toBeVisible();

    const submit = page.getByRole('button', { name: '提交' });
    await page.getByLabel('活动标题').fill('春季');
    await page.getByLabel('活动标题').blur();
    await expect(page.getByText('长度在 6 到 40 个字符')).toBeVisible();
    await page.getByLabel('活动标题').fill('春季家装节限时优惠活动');
    await page.getByLabel('活动封面').setInputFiles(pngFile('poster.png', 500, 300));
    await expect(page.getByRole('img', { name: '活动封面预览' })).toBeVisible();
    await page.getByLabel('开始日期').fill(day(5));
    await page.getByLabel('结束日期').fill(day(3));
    await expect(page.getByText('所选结束时间不能小于开始时间，请重新选择')).toBeVisible();
    await page.getByLabel('结束日期').fill(day(30));
    await expect(page.getByText('所选结束时间不能小于开始时间，请重新选择')).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await page.getByLabel('正文').click();
    await page.keyboard.type('活动期间到店签约，立享全屋八五折。');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(page).toHaveURL(/\/personal\/promotions$/);
    await page.getByRole('tab', { name: '待审核' }).click();
    const created = row(page, '春季家装节限时优惠活动');
    await expect(created).toContainText('待审核');
    await created.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/\/personal\/prodetails\?/);
    await expect(page.getByRole('heading', { name: '春季家装节限时优惠活动' })).toBeVisible();
    await expect(page.getByText('活动期间到店签约，立享全屋八五折。')).toBeVisible();
    await expect(page.getByText(/活动时间 \d{4}年\d{1,2}月\d{1,2}日 至 /)).toBeVisible();
  });

  test('a passed promotion cannot be edited or deleted; a failed one can be edited', async ({ page }) => {
    await openAs(page, 'merchant', '/personal/promotions');
    await page.getByRole('tab', { name: '已通过' }).click();
    const passed = row(page, '双十一全屋定制限时八五折');
    await passed.getByRole('button', { name: '编辑' }).click();
    await expect(page.getByText('只有未通过状态才能编辑，其他状态不能编辑操作!')).toBeVisible();
    await passed.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('只有未通过状态才能删除，其他状态不能删除操作!')).toBeVisible();
    await expect(page).toHaveURL(/\/personal\/promotions$/);

    await page.goto('/personal/promotionsadd?id=701&status=1');
    await expect(page.getByText('未通过状态可修改，其他状态不可修改')).toBeVisible();
    await expect(page.getByLabel('活动标题')).toBeDisabled();
    await expect(page.getByLabel('开始日期')).toBeDisabled();
    await expect(page.getByRole('button', { name: '提交' })).toBeDisabled();

    await page.goto('/personal/promotions');
    await page.getByRole('tab', { name: '未通过' }).click();
    await row(page, '签约即送全套智能门锁活动').getByRole('button', { name: '编辑' }).click();
    await expect(page.getByRole('heading', { name: '编辑优惠活动' })).toBeVisible();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('您没有修改任何内容')).toBeVisible();
    await page.getByLabel('活动标题').fill('签约即送全套智能门锁（加赠）');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('修改成功!')).toBeVisible();
    await page.getByRole('tab', { name: '待审核' }).click();
    await expect(row(page, '签约即送全套智能门锁（加赠）')).toContainText('待审核');
  });

  test('a poster that fails the audit (20022) is cleared and everything else is kept', async ({ page, request }) => {
    expect((await request.post(`${MOCK_URL}/__state`, { data: { state: 'promotion posters fail the content audit' }, headers: MOCK_TEST_HEADERS })).ok()).toBe(true);
    await openAs(page, 'merchant', '/personal/promotionsadd');
    await page.getByLabel('活动标题').fill('冬季施工季限时优惠活动');
    await page.getByLabel('活动封面').setInputFiles(pngFile('poster.png', 500, 300));
    await expect(page.getByRole('img', { name: '活动封面预览' })).toBeVisible();
    await page.getByLabel('开始日期').fill(day(1));
    await page.getByLabel('结束日期').fill(day(10));
    await page.getByLabel('正文').click();
    await page.keyboard.type('冬季施工，品质不减。');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('封面图片审核未通过，请重新上传')).toBeVisible();
    await expect(page.getByRole('img', { name: '活动封面预览' })).toHaveCount(0);
    await expect(page.getByLabel('活动标题')).toHaveValue('冬季施工季限时优惠活动');
    await expect(page.getByLabel('开始日期')).toHaveValue(day(1));
    await expect(page.getByLabel('正文')).toContainText('冬季施工，品质不减。');
    await expect(page.getByRole('button', { name: '提交' })).toBeDisabled();
  });

  test('a frozen company cannot create a promotion', async ({ page }) => {
    await openAs(page, 'frozen', '/personal/promotions');
    await expect(row(page, '冰点装饰老客户回馈活动')).toBeVisible();
    await page.getByRole('button', { name: '新增优惠活动' }).click();
    await expect(page.getByText('您的公司账号为冻结状态，无法操作')).toBeVisible();
    await expect(page).toHaveURL(/\/personal\/promotions$/);
    await page.goto('/personal/promotionsadd');
    await expect(page).toHaveURL(/\/personal\/promotions$/);
  });

  test('the draft comes back after a reload', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await openAs(page, 'merchant', '/personal/promotionsadd');
    await page.getByLabel('活动标题').fill('样板间开放日预约有礼');
    await page.getByLabel('正文').click();
    await page.keyboard.type('周末到样板间参观即送精美礼品。');
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k) ?? '', key);
    await expect.poll(() => stored('merchant-draft:user-1001/promotion:new')).toContain('样板间开放日预约有礼');
    await expect.poll(() => stored('rte-draft:user-1001/promotion-body:new')).toContain('周末到样板间参观即送精美礼品。');
    await page.reload();
    await expect(page.getByLabel('活动标题')).toHaveValue('样板间开放日预约有礼');
    await page.getByRole('region', { name: '本地草稿' }).getByRole('button', { name: '恢复草稿' }).click();
    await expect(page.getByLabel('正文')).toContainText('周末到样板间参观即送精美礼品。');
  });

  test('the list pages to 没有更多了, deletes a failed promotion after asking, and the form asks before leaving', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openAs(page, 'merchant', '/personal/promotions');
    const rows = page.getByRole('table', { name: '优惠活动列表' }).getByRole('row');
    // The header and the first page's 10 rows (while it loads, a spinner row stands in for them).
    await expect(rows).toHaveCount(11);
    await expect(page.getByRole('table', { name: '优惠活动列表' })).toHaveAttribute('aria-busy', 'false');
    await page.mouse.wheel(0, 8000);
    await expect(rows).toHaveCount(13);
    await expect(page.getByText('没有更多了')).toBeVisible();
    await expect(page.getByRole('button', { name: '回到顶部' })).toBeVisible();

    await page.getByRole('tab', { name: '未通过' }).click();
    await row(page, '厨卫焕新套餐立省三千元起').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('请确认是否删除该条信息');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(row(page, '厨卫焕新套餐立省三千元起')).toHaveCount(0);

    await page.getByRole('button', { name: '新增优惠活动' }).click();
    await page.getByLabel('活动标题').fill('周年庆全屋定制特惠');
    await page.getByRole('link', { name: '取消' }).click();
    const leave = page.getByRole('alertdialog', { name: '内容有编辑，未提交' });
    await expect(leave).toContainText('是否放弃编辑');
    await leave.getByRole('button', { name: '取消' }).click();
    await expect(page.getByLabel('活动标题')).toHaveValue('周年庆全屋定制特惠');
  });

  test('a company without promotions sees 暂无数据', async ({ page }) => {
    await openAs(page, 'newco', '/personal/promotions');
    await expect(page.getByText('暂无数据')).toBeVisible();
  });

  for (const path of ['/personal/promotions', '/personal/promotionsadd', '/personal/prodetails?id=703&title=x']) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await openAs(page, 'merchant', path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await screenSettled(page);
      expect(await severeViolations(page)).toEqual([]);
    });
  }
});
