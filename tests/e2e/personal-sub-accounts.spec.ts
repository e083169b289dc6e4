import type { Page } from '@playwright/test';
import { MOCK_URL, SMS_CODE, endSession, expect, holdRequests, recordLayoutShifts, signIn, test, useDemoSession } from './support';
import { screenSettled, severeViolations } from './a11y-support';

const NEW_PHONE = '13912340001';
const NEW_PASSWORD = 'Design2024';
const topNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });
const table = (page: Page) => page.getByRole('table', { name: '子账号列表' });
/** Ticks a checkbox or radio by its label, as a person clicks it (the input itself is visually hidden). */
const tick = (page: Page, label: string) => page.getByText(label, { exact: true }).click();
const secret = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A demo session with the first-visit menu guide (another test's subject) marked seen. */
async function sessionAs(page: Page, username: string) {
  const { user_id } = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), user_id);
}

async function addDesigner(page: Page) {
  await page.goto('/personal/accountlist');
  await expect(table(page)).toContainText('李设计');
  await page.getByRole('button', { name: '添加子账号' }).click();
  await expect(page).toHaveURL(/\/personal\/accountAdd$/);
  await page.getByRole('textbox', { name: '姓名' }).fill('吴设计');
  await page.getByRole('textbox', { name: '手机号' }).fill(NEW_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请点击智能验证')).toBeVisible();
  await page.getByRole('button', { name: '点击进行智能验证' }).click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
  await secret(page, '密码').fill(NEW_PASSWORD);
  await secret(page, '确认密码').fill(NEW_PASSWORD);
  await tick(page, '设计师');
  // The Designer preset: orders, renderings and articles to operate, no Q&A or carousel, all locked.
  for (const name of ['可操作订单', '可操作效果图', '可操作文章', '无问答轮播权限'])
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '仅查看订单' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '可操作订单' })).toBeDisabled();
  const added = expect(page.getByText('已成功添加!')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).dblclick();
  await added;
  await expect(page).toHaveURL(/\/personal\/accountlist$/);
  await expect(table(page).getByRole('row', { name: /吴设计/ })).toHaveCount(1);
}

test('the merchant adds a Designer, it signs in with the designer modules, and once unbound it cannot sign in', async ({ page }) => {
  // Three sessions in one story: more than the default 45 s on a busy machine.
  test.setTimeout(120_000);
  await sessionAs(page, 'merchant');
  await addDesigner(page);

  await endSession(page);
  await signIn(page, NEW_PHONE, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  for (const name of ['订单', '效果图']) await expect(topNav(page).getByRole('link', { name })).toBeVisible();
  const levels = (await page.context().cookies()).find((c) => c.name === 'permission_list')?.value ?? '';
  expect(JSON.parse(decodeURIComponent(levels))).toEqual({ order: 2, rendering: 2, article: 2, banner: 0 });
  await topNav(page).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/personal\/enterpriseInfo$/);
  await expect(menu(page).getByRole('link', { name: '个人信息' })).toBeVisible();
  // Banner level 0 (530): no carousel entry.
  await expect(menu(page).getByRole('link', { name: '轮播图' })).toHaveCount(0);

  await endSession(page);
  await sessionAs(page, 'merchant');
  await page.goto('/personal/accountlist');
  await table(page).getByRole('button', { name: '解绑 吴设计' }).click();
  const confirm = page.getByRole('alertdialog');
  // Success toasts last 2 s: watch from before the click.
  const unbound = expect(page.getByText('解绑成功!')).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await unbound;
  await expect(table(page).getByRole('row', { name: /吴设计/ })).toHaveCount(0);

  // The sign-in the login form sends, asked directly (a refused one would log its 400 in the page).
  const refused = await page.request.post(`${MOCK_URL}/v2/oauth/token?grant_type=password&user_type=Company`, { form: { username: NEW_PHONE, password: NEW_PASSWORD } });
  expect([refused.status(), (await refused.json()).error_description]).toEqual([400, '用户名或密码错误']);
});

test('on a phone, the first page loads inside the list of cards, and nothing on the screen moves when the cards come', async ({ page }) => {
  // A spinner in the list's footer, under the empty table, was pushed down the screen by the rows:
  // a layout shift of 0.029 (ListTable now holds the first page's spinner where the rows will be).
  // On a phone the list is a card per sub-account (issue 59).
  const table = (page: Page) => page.getByRole('list', { name: '子账号列表' });
  await page.setViewportSize({ width: 412, height: 823 });
  await sessionAs(page, 'merchant');
  const release = await holdRequests(page, '/v2/users/sub-account');
  await page.goto('/personal/accountlist');
  await expect(table(page).getByRole('status', { name: '加载中' })).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-busy', 'true');
  const shifted = await recordLayoutShifts(page);
  release();
  await expect(table(page)).toContainText('李设计');
  await expect(page.getByText('没有更多了')).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  expect(await shifted()).toBeLessThan(0.005);
});

test('a registered phone is refused on blur, and the form keeps what was typed', async ({ page }) => {
  await sessionAs(page, 'merchant');
  await page.goto('/personal/accountAdd');
  await page.getByRole('textbox', { name: '姓名' }).fill('钱运营');
  const phone = page.getByRole('textbox', { name: '手机号' });
  await phone.fill('13800000003');
  await phone.blur();
  await expect(page.getByText('该手机号已注册，请更换手机号')).toBeVisible();
  await tick(page, '其他');
  await expect(page.getByRole('checkbox', { name: '无订单权限' })).toBeChecked();
  await tick(page, '仅查看订单');
  await expect(page.getByRole('checkbox', { name: '无订单权限' })).not.toBeChecked();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('该手机号已注册，请更换手机号')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('钱运营');
  await expect(page).toHaveURL(/accountAdd/);
});

test('editing keeps submit disabled until something changes; search finds by name', async ({ page }) => {
  await sessionAs(page, 'merchant');
  await page.goto('/personal/accountlist');
  await page.getByRole('searchbox', { name: '搜索子账号' }).fill('赵观察');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  // The header and the one match (not a spinner row while the search's page loads).
  await expect(table(page).and(page.locator('[aria-busy="false"]')).getByRole('row')).toHaveCount(2);
  await table(page).getByRole('button', { name: '编辑 赵观察' }).click();
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('赵观察');
  const submit = page.getByRole('button', { name: '提交' });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: '仅查看订单' })).toBeChecked();
  await tick(page, '可操作订单');
  await expect(submit).toBeEnabled();
  const saved = expect(page.getByText('修改成功!')).toBeVisible();
  await submit.click();
  await saved;
  await expect(page).toHaveURL(/accountlist$/);
});

test('the designer edits its profile: 修改成功! and the values stay', async ({ page }) => {
  await sessionAs(page, 'designer');
  await page.goto('/personal/personalInfo');
  await expect(page.getByRole('textbox', { name: '毕业院校' })).toHaveValue('中国美术学院');
  await expect(page.getByRole('checkbox', { name: '新中式' })).toBeChecked();
  await tick(page, '北欧');
  await page.getByRole('textbox', { name: '设计口号' }).fill('设计让生活更美好的一句很长的口号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('设计口号不得超过15个字')).toBeVisible();
  await page.getByRole('textbox', { name: '设计口号' }).fill('让家更懂你');
  await page.getByRole('combobox', { name: '从业年限' }).selectOption({ label: '10年以上' });
  const saved = expect(page.getByText('修改成功!')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await saved;
  await page.reload();
  await expect(page.getByRole('textbox', { name: '设计口号' })).toHaveValue('让家更懂你');
  await expect(page.getByRole('checkbox', { name: '北欧' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: '从业年限' })).toHaveValue('5');
});

const PAGES: [string, string, string][] = [
  ['merchant', '/personal/accountlist', '子账号管理'],
  ['merchant', '/personal/accountAdd', '添加子账号'],
  ['merchant', '/personal/accountAdd?id=1002', '编辑子账号'],
  ['designer', '/personal/personalInfo', '个人信息'],
];

for (const [account, path, heading] of PAGES) {
  test(`${path} (${account}) has no serious or critical accessibility violation`, async ({ page }) => {
    await sessionAs(page, account);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await screenSettled(page);
    expect(await severeViolations(page)).toEqual([]);
  });
}

test('a frozen company is refused 添加子账号 up front, before any field', async ({ page }) => {
  await sessionAs(page, 'frozen');
  await page.goto('/personal/accountlist');
  const refused = expect(page.getByText('您的公司账号为冻结状态，无法操作')).toBeVisible();
  await page.getByRole('button', { name: '添加子账号' }).click();
  await refused;
  await expect(page).toHaveURL(/\/personal\/accountlist$/);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveCount(0);
});
