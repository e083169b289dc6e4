import { test, expect, useDemoSession } from './support';
import type { Request } from '@playwright/test';
import { pngFile } from './content-images';

/** The file name a multipart upload to the storage host carries. */
const uploadedName = (request: Request) => request.postDataBuffer()?.toString('latin1').match(/filename="([^"]+)"/)?.[1] ?? '?';

test.describe('albums (/picture)', () => {
  test('creates an album from five valid images, refusing a too-small sixth, and opens it', async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.goto('/picture');
    await page.getByRole('button', { name: '上传效果图' }).click();
    await expect(page).toHaveURL(/\/picture\/uploadtitle$/);
    await page.getByRole('link', { name: '我已了解，开始上传' }).click();
    await expect(page).toHaveURL(/\/picture\/create$/);

    const submit = page.getByRole('button', { name: '提交' });
    await page.getByLabel('组图标题').fill('滨江样板间');
    await expect(submit).toBeDisabled();
    await page.getByLabel('组图标题').fill('滨江 样板间现代');
    await expect(page.getByText('*不可使用除-和_以及㎡以外的特殊字符')).toBeVisible();
    await page.getByLabel('组图标题').fill('滨江样板间现代简约_120㎡');
    await page.getByRole('combobox', { name: '户型', exact: true }).selectOption({ label: '三居' });
    await page.getByRole('combobox', { name: '风格', exact: true }).selectOption({ label: '北欧' });
    await page.getByLabel('组图简介').fill('三口之家，北欧原木风');
    await expect(submit).toBeEnabled();

    // 200 x 700 noise is about 420 KB with a height of 700 px; the flat one is a few KB.
    const valid = [1, 2, 3, 4, 5].map((n) => pngFile(`room-${n}.png`, 200, 700));
    await page.getByLabel('选择图片').setInputFiles([...valid, pngFile('tiny.png', 200, 700, false)]);
    const sixth = page.getByRole('group', { name: '第6张图片' });
    await expect(sixth.getByText('图片不能小于200K')).toBeVisible();
    await expect(page.getByRole('group', { name: '第1张图片' }).getByText(/图片不能|图片像素/)).toHaveCount(0);
    await page.getByRole('group', { name: '第1张图片' }).getByLabel('图片描述').fill('客厅全景');
    await page.getByRole('group', { name: '第2张图片' }).getByRole('button', { name: '设为封面' }).click();
    await expect(page.getByRole('group', { name: '第2张图片' }).getByRole('button', { name: '设为封面' })).toHaveAttribute('aria-pressed', 'true');

    await submit.click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('不符合要求且未修改的图片将不会上传');
    await confirm.getByRole('button', { name: '继续' }).click();
    await expect(page.getByText('创建成功!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/picture$/);

    await page.getByRole('tab', { name: '待审核' }).click();
    const card = page.getByRole('article', { name: '滨江样板间现代简约_120㎡' });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: '查看' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '滨江样板间现代简约_120㎡' })).toBeVisible();
    const viewer = page.getByRole('region', { name: '滨江样板间现代简约_120㎡图片' });
    await expect(viewer.getByText('客厅全景')).toBeVisible();
    await expect(viewer.getByText('1/5')).toBeVisible();
    const main = viewer.getByRole('img', { name: '客厅全景' });
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(700);
    await viewer.getByRole('button', { name: '下一张' }).click();
    await expect(viewer.getByText('2/5')).toBeVisible();
    await expect(viewer.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
  });

  test('an upload failure reloads the page with the picked images kept, and the retry uploads only the image that failed', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_CONNECTION_RESET .*\/qiniu\/upload/);
    await useDemoSession(page, 'merchant');
    await page.goto('/picture/create');
    await page.getByLabel('组图标题').fill('上传失败的组图标题');
    await page.getByRole('combobox', { name: '户型', exact: true }).selectOption({ label: '二居' });
    await page.getByLabel('选择图片').setInputFiles([1, 2, 3, 4, 5].map((n) => pngFile(`r${n}.png`, 200, 700)));
    const third = page.getByRole('group', { name: '第3张图片' });
    await third.getByLabel('图片描述').fill('主卧飘窗');
    await third.getByRole('combobox', { name: '第3张图片 空间' }).selectOption({ label: '客厅' });
    await third.getByRole('combobox', { name: '第3张图片 局部' }).selectOption({ label: '吊顶' });
    await page.getByRole('group', { name: '第4张图片' }).getByRole('button', { name: '设为封面' }).click();

    // The storage host drops the first upload; the others get their keys.
    const uploads: string[] = [];
    let dropped = '';
    await page.route('**/qiniu/upload', (route) => {
      const name = uploadedName(route.request());
      uploads.push(name);
      if (dropped) return route.continue();
      dropped = name;
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: '提交' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('网络出现问题，您需要重新发布');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect([...uploads].sort()).toEqual(['r1.png', 'r2.png', 'r3.png', 'r4.png', 'r5.png']);

    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: '确定' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    await expect(page.getByLabel('组图标题')).toHaveValue('上传失败的组图标题');
    await expect(page.getByRole('combobox', { name: '户型', exact: true })).toHaveValue('202');
    await expect(page.getByRole('group', { name: /^第\d张图片$/ })).toHaveCount(5);
    await expect(third.getByLabel('图片描述')).toHaveValue('主卧飘窗');
    await expect(third.getByRole('combobox', { name: '第3张图片 空间' })).not.toHaveValue('');
    await expect(third.getByRole('combobox', { name: '第3张图片 局部' })).not.toHaveValue('');
    await expect(page.getByRole('group', { name: '第4张图片' }).getByRole('button', { name: '设为封面' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => third.getByRole('img', { name: '第3张图片预览' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(700);

    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('创建成功!')).toBeVisible({ timeout: 20_000 });
    expect(uploads.slice(5)).toEqual([dropped]);
    await page.getByRole('tab', { name: '待审核' }).click();
    await expect(page.getByRole('article', { name: '上传失败的组图标题' })).toBeVisible();
    // A create clears the kept images and text: the next album starts empty.
    await page.getByRole('button', { name: '上传效果图' }).click();
    await page.getByRole('link', { name: '我已了解，开始上传' }).click();
    await expect(page.getByLabel('组图标题')).toHaveValue('');
    await expect(page.getByText('已选 0 张，可用 0 张', { exact: false })).toBeVisible();
  });

  test('discarding a restored album (取消, then 确定) drops the kept images', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_CONNECTION_RESET .*\/qiniu\/upload/);
    await useDemoSession(page, 'merchant');
    await page.goto('/picture/create');
    await page.getByLabel('组图标题').fill('放弃发布的组图标题');
    await page.getByRole('combobox', { name: '户型', exact: true }).selectOption({ label: '二居' });
    await page.getByLabel('选择图片').setInputFiles([1, 2, 3, 4, 5].map((n) => pngFile(`d${n}.png`, 200, 700)));
    await page.route('**/qiniu/upload', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: '提交' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await reloaded;
    await expect(page.getByRole('group', { name: /^第\d张图片$/ })).toHaveCount(5);

    await page.getByRole('link', { name: '取消' }).click();
    const leave = page.getByRole('alertdialog');
    await expect(leave).toContainText('是否放弃编辑');
    await leave.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/picture$/);
    await page.getByRole('button', { name: '上传效果图' }).click();
    await page.getByRole('link', { name: '我已了解，开始上传' }).click();
    await expect(page.getByLabel('组图标题')).toHaveValue('');
    await expect(page.getByText('已选 0 张，可用 0 张', { exact: false })).toBeVisible();
    await expect(page.getByRole('group', { name: '第1张图片' })).toHaveCount(0);
  });

  test('refuses an over-selection and a low image with the spec messages', async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.goto('/picture/create');
    const files = Array.from({ length: 21 }, (_, n) => pngFile(`f${n}.png`, 8, 8, false));
    await page.getByLabel('选择图片').setInputFiles(files);
    await expect(page.getByText('已选21张图片，图片最多20张!')).toBeVisible();
    // 520 x 600 noise: about 940 KB but only 600 px high.
    await page.getByLabel('选择图片').setInputFiles([pngFile('low.png', 520, 600)]);
    await expect(page.getByRole('group', { name: '第1张图片' }).getByText('图片像素太低')).toBeVisible();
  });

  test('deletes a not-passed album after the confirmation', async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.goto('/picture');
    await page.getByRole('tab', { name: '未通过' }).click();
    // The one in the open tab's panel: 全部 lists the same album.
    const card = page.getByRole('tabpanel', { name: '未通过' }).getByRole('article', { name: '城西银泰公寓轻奢改造' });
    await expect(card.getByText('未通过原因：图片含有水印或联系方式，请修改后重新提交')).toBeVisible();
    await card.getByRole('button', { name: '删除' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('请确认是否删除该条信息');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('tab', { name: '已通过' })).toBeVisible();
  });

  test('loads the next page on scroll and ends with 没有更多了', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await useDemoSession(page, 'merchant');
    await page.goto('/picture');
    const cards = page.getByRole('list', { name: '组图列表' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await page.mouse.wheel(0, 5000);
    await expect(cards).toHaveCount(9);
    await expect(page.getByText('没有更多了')).toBeVisible();
    await page.getByRole('button', { name: '回到顶部' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a group account sees company names and no create or delete', async ({ page }) => {
    await useDemoSession(page, 'group');
    await page.goto('/picture');
    await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
    await expect(page.getByText('华居装饰杭州分公司').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '上传效果图' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
  });

  test('the viewer account has no 效果图 module', async ({ page }) => {
    await useDemoSession(page, 'viewer');
    await page.goto('/');
    await expect(page.getByRole('link', { name: '效果图' })).toHaveCount(0);
    await page.getByRole('button', { name: '效果图' }).click();
    await expect(page.getByText('暂无该权限')).toBeVisible();
    await page.goto('/picture');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: '全部' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: '组图列表' })).toHaveCount(0);
  });

  test('a frozen company cannot create an album', async ({ page }) => {
    await useDemoSession(page, 'frozen');
    await page.goto('/picture');
    await page.getByRole('button', { name: '上传效果图' }).click();
    await expect(page.getByText('您的公司账号为冻结状态，无法操作')).toBeVisible();
    await expect(page).toHaveURL(/\/picture$/);
  });
});
