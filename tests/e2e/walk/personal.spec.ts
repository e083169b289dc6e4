import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { signedIn } from '../records-support';

/**
 * Capability walk, spec 2 §2 personal-centre screens, §4 states, §6 roles: each menu screen
 * opens from the menu, and each action a merchant takes there ends in the result the spec
 * names, read back from the server by a reload.
 *
 * Spec → test (here, or the existing spec that already walks it through the real app):
 * - menu per account type, guide, message dot ... ../personal-shell.spec.ts;
 *   every entry of the normal account's menu opens its screen: 'every menu entry ...'
 * - orderData: gallery and contract figures ..... 'orderData shows the server's figures ...'
 * - enterpriseInfo: newco onboarding, read-only sub, 20022 ../personal-company.spec.ts;
 *   the merchant changes a field and it stays: 'the merchant changes its slogan ...'
 * - updateBusinessInfo, groupInfo, subsidiary ... ../personal-company.spec.ts
 * - honours: add, pending cannot be deleted ..... ../personal-honours-banners.spec.ts;
 *   edit a not-passed one, delete a passed one: 'honours: a not-passed honour is edited ...'
 * - banners: add, limit, city refusals .......... ../personal-honours-banners.spec.ts;
 *   edit and delete: 'a company banner is edited, another deleted ...'
 * - promotions: create, edit, delete, details ... ../personal-promotions.spec.ts
 * - sub-accounts: add, unbind, edit, search ..... ../personal-sub-accounts.spec.ts
 * - personalInfo (designer profile), avatar ..... ../personal-sub-accounts.spec.ts, ../personal-shell.spec.ts
 * - changePwd, bindingSet, WeChat, deprecated ... ../personal-security.spec.ts
 * - wallet, mailer .............................. ../personal-wallet-messages.spec.ts
 * - appeal: each appeal expands to its content .. 'an appeal expands ...'
 * - feedback, agreement ......................... ../personal-feedback.spec.ts
 */

const MENU: [entry: string, path: string, landmark: string][] = [
  ['订单数据', 'orderData', '效果图概况'],
  ['钱包', 'wallet', '余额'],
  ['企业信息', 'enterpriseInfo', '公司简称'],
  ['荣誉资质', 'honor', '添加荣誉资质'],
  ['轮播图', 'slideshow', '公司首页'],
  ['优惠活动', 'promotions', '新增优惠活动'],
  ['更新营业执照', 'updateBusinessInfo', '最近提交记录'],
  ['绑定设置', 'bindingSet', '手机绑定'],
  ['修改密码', 'changePwd', '快捷修改'],
  ['子账号管理', 'accountlist', '添加子账号'],
  ['注销账号', 'deprecated', '下一步'],
  ['我的申诉', 'appeal', '查看详情'],
  ['消息中心', 'mailer', '全部已读'],
  ['意见反馈', 'feedback', '反馈内容'],
  ['用户协议', 'agreement', '软件许可'],
];

const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });

test('every menu entry of a normal account opens its screen', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/orderData');
  for (const [entry, path, landmark] of MENU) {
    await menu(page).getByRole('link', { name: entry }).click();
    await expect(page).toHaveURL(new RegExp(`/personal/${path}$`));
    await expect(page.getByRole('main').getByText(landmark).first()).toBeVisible();
  }
});

test('orderData shows the server’s figures: albums uploaded, passed, not passed, and signed contracts', async ({ page }) => {
  await signedIn(page, 'merchant');
  const index = page.waitForResponse((r) => r.url().includes('/v2/users/index'));
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
  await signedIn(page, 'merchant');
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
  await page.reload();
  await expect(page.getByRole('textbox', { name: '公司口号' })).toHaveValue('十五年只做杭州本地家装');
});

test('honours: a not-passed honour is edited and waits for review; a passed one is deleted after the confirm', async ({ page }) => {
  await signedIn(page, 'merchant');
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

  await page.reload();
  await expect(list.getByRole('article', { name: '绿色环保施工认证证书（2026）' }).getByText('待审核')).toBeVisible();
  await expect(list.getByRole('article', { name: '绿色环保施工认证证书', exact: true })).toHaveCount(0);
  await expect(list.getByRole('article', { name: '中国建筑装饰协会会员单位', exact: true })).toHaveCount(0);
});

test('a company banner is edited, another deleted after the confirm; the server keeps both changes', async ({ page }) => {
  await signedIn(page, 'merchant');
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

  await page.reload();
  await expect(banners.getByRole('article')).toHaveCount(2);
  await expect(banners.getByRole('article', { name: '全屋定制限时八折' })).toBeVisible();
  await expect(banners.getByRole('article', { name: '春季焕新装修节' })).toHaveCount(0);
  // 702 is under review: no delete, and its form opens locked (查看).
  await expect(banners.getByRole('article', { name: '老房翻新专场' }).getByRole('button', { name: '删除' })).toBeDisabled();
  await expect(banners.getByRole('article', { name: '老房翻新专场' }).getByRole('button', { name: '查看' })).toBeVisible();
});

test('an appeal expands to its order, explanation and evidence, and folds again', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/appeal');
  const appeals = page.getByRole('list', { name: '申诉列表' }).getByRole('listitem');
  await expect(appeals).toHaveCount(2);
  const first = appeals.first();
  await expect(first).toContainText('订单：');
  await first.getByRole('button', { name: '查看详情' }).click();
  await expect(first.getByText('申诉说明')).toBeVisible();
  await expect(first.getByText('申诉凭证')).toBeVisible();
  await first.getByRole('button', { name: '收起详情' }).click();
  await expect(first.getByRole('button', { name: '查看详情' })).toBeVisible();
});
