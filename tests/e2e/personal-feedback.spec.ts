import { expect, test } from './support';
import { signedIn } from './records-support';
import { screenSettled, severeViolations } from './a11y-support';

test('feedback is checked, sent once on a double click, and the form empties', async ({ page }) => {
  await signedIn(page, 'merchant');
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/v2/app/report')) posts++;
  });
  await page.goto('/personal/feedback');
  const name = page.getByRole('textbox', { name: '联系人' });
  await name.fill('Wang');
  await name.blur();
  await expect(page.getByText('只能输入汉字')).toBeVisible();
  await name.fill('王美居');
  await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请留下您宝贵的意见', { exact: true }).and(page.getByRole('alert'))).toBeVisible();
  await expect(name).toHaveValue('王美居');

  await page.getByRole('textbox', { name: '反馈内容' }).fill('希望订单列表可以按小区筛选。');
  await page.getByRole('button', { name: '提交' }).dblclick();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(name).toHaveValue('');
  expect(posts).toBe(1);
  // Sent: leaving asks nothing.
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '用户协议' }).click();
  await expect(page.getByRole('heading', { name: '用户协议', level: 2 })).toBeVisible();
});

test('leaving feedback with unsaved text asks first', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/feedback');
  await page.getByRole('textbox', { name: '反馈内容' }).fill('还没写完');
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '钱包' }).click();
  const ask = page.getByRole('alertdialog', { name: '内容有编辑，未提交' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/personal\/feedback$/);
  await expect(page.getByRole('textbox', { name: '反馈内容' })).toHaveValue('还没写完');
});

test('the agreement shows the registration agreement’s text', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/agreement');
  await expect(page.getByRole('heading', { name: '用户协议', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '一、协议的范围' })).toBeVisible();
});

const SCREENS = { wallet: '钱包', mailer: '消息中心', appeal: '我的申诉', feedback: '意见反馈', agreement: '用户协议' };
for (const [path, title] of Object.entries(SCREENS)) {
  test(`/personal/${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto(`/personal/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await screenSettled(page);
    const toggle = page.getByRole('button', { name: '查看详情' }).first();
    if (await toggle.isVisible()) await toggle.click();
    expect(await severeViolations(page)).toEqual([]);
  });
}
