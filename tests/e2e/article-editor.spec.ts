import type { Page } from '@playwright/test';
import { expect, test, useDemoSession } from './support';
import { pngFile } from './content-images';

/**
 * The article editor on /article/add through the production build (issue 55 items 5 and 10):
 * its right edge lines up with the inputs above it, and 插入视频 takes only the players the
 * saved body keeps.
 */

async function openArticleForm(page: Page) {
  const { user_id } = await useDemoSession(page, 'merchant');
  await page.addInitScript((id) => {
    // Runs in the player's frame too, which has no storage of its own.
    if (window === window.top) localStorage.setItem(`merchant-menu-guide:${id}`, '1');
  }, user_id);
  await page.goto('/article/add');
  const body = page.getByLabel('正文');
  await expect(body).toBeVisible();
  return body;
}

const rightEdge = (page: Page, label: string) => page.getByLabel(label).evaluate((el) => Math.round((el.closest('.rte') ?? el).getBoundingClientRect().right));

for (const width of [1280, 1440, 1920]) {
  test(`at ${width} px the editor ends where the inputs above it end`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openArticleForm(page);
    const title = await rightEdge(page, '文章标题');
    const description = await rightEdge(page, '文章描述');
    const editor = await rightEdge(page, '正文');
    expect(description).toBe(title);
    expect(editor).toBe(title);
  });
}

test('插入视频 refuses a page of another site and an http player, names the allowed players, and saves an allowed one sandboxed', async ({ page }) => {
  // The allowed player answers with an empty page: no test reaches the real site.
  await page.route(/^https:\/\/player\.bilibili\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  const body = await openArticleForm(page);
  await body.click();
  await page.keyboard.type('装修前后的对比视频：');
  const dialog = page.getByRole('dialog', { name: '插入视频' });
  const address = dialog.getByRole('textbox', { name: '视频地址' });
  for (const refused of ['https://www.example.com/watch?v=1', 'http://player.bilibili.com/player.html?bvid=BV1xx411c7mD']) {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: '插入视频' }).click();
    await address.fill(refused);
    await dialog.getByRole('button', { name: '确定' }).click();
    // The build's hosts (VITE_VIDEO_HOSTS unset: the defaults), named in the message.
    await expect(dialog.getByRole('alert')).toHaveText(/player\.bilibili\.com、player\.youku\.com、v\.qq\.com/);
    await expect(address).toHaveValue(refused);
    await expect(body.locator('iframe')).toHaveCount(0);
  }
  const player = 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD';
  await address.fill(player);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const frame = body.locator('iframe');
  await expect(frame).toHaveAttribute('src', player);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');

  // The rest of the form, then 发布: the body the server gets keeps the player, sandboxed.
  await page.getByLabel('文章标题').fill('旧房改造前后对比');
  await page.getByLabel('文章描述').fill('一段改造前后的对比视频');
  await page.getByLabel('文章类别').selectOption({ label: '材料选购' });
  await page.getByLabel('文章封面').setInputFiles(pngFile('cover.png', 490, 294));
  await expect(page.getByRole('img', { name: '文章封面预览' })).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith('/v2/companies/articles') && r.method() === 'POST');
  await page.getByRole('button', { name: '发布' }).click();
  const content = String((await sent).postDataJSON().content);
  expect(content).toContain(`<iframe src="${player.replace('&', '&amp;')}"`);
  expect(content).toContain('sandbox="allow-scripts allow-same-origin allow-presentation"');
  await expect(page.getByText('提交成功')).toBeVisible();
});
