import type { Page } from '@playwright/test';
import { MOCK_URL, expect, holdRequests, test, useDemoSession } from './support';
import { pngFile } from './content-images';
import { screenSettled, severeViolations } from './a11y-support';

const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });
const topNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const menuLinks = (page: Page) => menu(page).getByRole('link').allTextContents();

test('a normal account gets its menu with the two groups, the message dot and the first-visit guide once', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  await topNav(page).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/personal\/orderData$/);
  const guide = page.getByRole('dialog', { name: '菜单调整' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: '我知道了' }).click();
  await expect(guide).toBeHidden();
  await expect(menu(page).getByRole('link', { name: '企业信息' })).toBeVisible();
  expect(await menuLinks(page)).toEqual([
    '订单数据', '钱包', '企业信息', '荣誉资质', '轮播图', '优惠活动', '更新营业执照',
    '绑定设置', '修改密码', '子账号管理', '注销账号', '我的申诉', '消息中心', '意见反馈', '用户协议',
  ]);
  await expect(menu(page).getByText('公司设置')).toBeVisible();
  await expect(menu(page).getByText('账号设置')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: '消息中心' }).getByRole('img', { name: '有未读消息' })).toBeVisible();
  // The header: company name, ID and the badges lit from the user index.
  const header = page.getByRole('region', { name: '公司信息' });
  await expect(header.getByRole('heading', { name: '杭州美居装饰工程有限公司' })).toBeVisible();
  await expect(header.getByText('公司ID：501')).toBeVisible();
  await expect(header.getByText('营业执照认证')).toHaveAttribute('data-lit', 'true');
  await expect(page.getByRole('img', { name: /通过率 \d+%/ })).toBeVisible();
  await expect(page.getByText('签约合同总数')).toBeVisible();
  await page.reload();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: '效果图概况' })).toBeVisible();
  await expect(guide).toHaveCount(0);
});

test('on a phone, the menu and the screen stay where they are when the company logo arrives', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => localStorage.setItem('merchant-menu-guide:1001', '1'));
  await useDemoSession(page, 'merchant');
  const release = await holdRequests(page, '/v2/account/company-profile');
  await page.goto('/personal/orderData');
  const header = page.getByRole('region', { name: '公司信息' });
  // Until the profile answers, the header shows the company's first character on a tile.
  await expect(header.getByRole('img', { name: '杭州美居装饰工程有限公司 logo' })).toHaveText('杭');
  await expect(page.getByRole('heading', { name: '效果图概况' })).toBeVisible();
  const before = await menu(page).boundingBox();
  release();
  const logo = header.locator('img');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await menu(page).boundingBox())?.y).toBe(before?.y);
});

test('a group account lands on group info with its own menu; an unknown child is not found', async ({ page }) => {
  await useDemoSession(page, 'group');
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/personal\/groupInfo$/);
  await expect(menu(page)).toBeVisible();
  expect(await menuLinks(page)).toEqual(['集团信息', '修改密码', '绑定设置', '更新营业执照', '意见反馈', '用户协议', '注销账号']);
  await expect(page.getByRole('region', { name: '公司信息' }).getByText('集团ID：600')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '菜单调整' })).toHaveCount(0);
  await page.goto('/personal/noSuchScreen');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('a URL the menu does not offer says 暂无该权限 and goes to the account landing page', async ({ page }) => {
  await useDemoSession(page, 'group');
  await page.goto('/personal/wallet');
  await expect(page.getByText('暂无该权限')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/groupInfo$/);
});

test('a page opened on the personal centre asks for the user index once; entering it from elsewhere asks again', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.addInitScript(() => localStorage.setItem('merchant-menu-guide:1001', '1'));
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/v2/users/index' || path === '/v2/notify/point/type') asked.push(path);
  });
  await page.goto('/personal/wallet');
  await expect(page.getByRole('heading', { name: '钱包', level: 2 })).toBeVisible();
  await screenSettled(page);
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.sort()).toEqual(['/v2/notify/point/type', '/v2/users/index']);
  asked.length = 0;
  await topNav(page).getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '最新订单' })).toBeVisible();
  await topNav(page).getByRole('link', { name: '个人中心' }).click();
  await expect(page.getByRole('heading', { name: '效果图概况' })).toBeVisible();
  await expect.poll(() => asked.filter((p) => p === '/v2/users/index').length).toBe(1);
});

test('the menu follows a changed menu_list without a reload', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.addInitScript(() => localStorage.setItem('merchant-menu-guide:1001', '1'));
  await page.goto('/');
  await expect(topNav(page).getByRole('link', { name: '个人中心' })).toBeVisible();
  await page.route('**/v2/users/index', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.menu_list = body.data.menu_list.filter((m: { path: string }) => m.path !== 'wallet');
    await route.fulfill({ response, json: body });
  });
  await topNav(page).getByRole('link', { name: '个人中心' }).click();
  await expect(menu(page).getByRole('link', { name: '我的申诉' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: '钱包' })).toHaveCount(0);
});

test('a sub-account changes its avatar: cropped to a 300x300 JPEG and stored', async ({ page }) => {
  await useDemoSession(page, 'designer');
  await page.goto('/personal');
  const header = page.getByRole('region', { name: '公司信息' });
  await expect(header.getByText('李设计')).toBeVisible();
  expect(await menuLinks(page)).toEqual(['企业信息', '个人信息', '我的申诉', '轮播图', '绑定设置', '修改密码', '意见反馈', '用户协议']);
  await expect(header.getByRole('button', { name: '更换头像' })).toBeVisible();
  await header.getByLabel('选择头像图片').setInputFiles(pngFile('me.png', 800, 500));
  const crop = page.getByRole('dialog', { name: '更换头像' });
  await expect(crop.getByTestId('crop-area').locator('img')).toBeVisible();
  await crop.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible();
  const avatar = header.getByRole('img', { name: '李设计的头像' });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatar\//);
  const src = await avatar.getAttribute('src');
  const file = await page.request.get(`${MOCK_URL}${src}`);
  expect(file.headers()['content-type']).toContain('image/jpeg');
  const size = await avatar.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(size).toEqual({ w: 300, h: 300 });
});

test('an avatar over 5MB or of another type is refused before cropping', async ({ page }) => {
  await useDemoSession(page, 'designer');
  await page.goto('/personal');
  const input = page.getByRole('region', { name: '公司信息' }).getByLabel('选择头像图片');
  await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('上传图片必须是JPG/JPEG/PNG 格式!')).toBeVisible();
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(page.getByText('上传图片大小不能超过 5MB!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '更换头像' })).toHaveCount(0);
});

for (const [user, path] of [['merchant', '/personal/orderData'], ['designer', '/personal']] as const) {
  test(`${path} as ${user} has no serious or critical accessibility violation`, async ({ page }) => {
    await useDemoSession(page, user);
    await page.addInitScript(() => localStorage.setItem('merchant-menu-guide:1001', '1'));
    await page.goto(path);
    await expect(menu(page)).toBeVisible();
    await screenSettled(page);
    expect(await severeViolations(page)).toEqual([]);
  });
}
