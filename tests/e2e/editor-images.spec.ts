import type { Page } from '@playwright/test';
import { expect, test, useDemoSession } from './support';
import { pngFile } from './content-images';

/**
 * Images in a rich-text body, through the real app, container, editor gateway and mock server
 * (issue 43 item 1: all three broke while the editor's gateway was reached through a Proxy).
 */
const BODIES = [
  { area: 'an article', path: '/article/add' },
  { area: 'a promotion', path: '/personal/promotionsadd' },
] as const;

async function openEditor(page: Page, path: string) {
  // The addresses the tests insert answer with an image.
  const { buffer } = pngFile('served.png', 30, 20, false);
  await page.route(/\/(by-address|pasted)\.png$/, (route) => route.fulfill({ contentType: 'image/png', body: buffer }));
  const { user_id } = await useDemoSession(page, 'merchant');
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), user_id);
  await page.goto(path);
  const body = page.getByLabel('正文');
  await expect(body).toBeVisible();
  return body;
}

const imagePanel = async (page: Page) => {
  await page.getByRole('button', { name: '插入图片' }).click();
  return page.getByRole('dialog', { name: '插入图片' });
};

for (const { area, path } of BODIES) {
  test.describe(`images in the body of ${area}`, () => {
    test('an image picked from the computer is uploaded and inserted', async ({ page }) => {
      const body = await openEditor(page, path);
      const panel = await imagePanel(page);
      await panel.getByLabel('选择图片').setInputFiles(pngFile('room.png', 60, 40, false));
      const image = body.locator('img');
      await expect(image).toHaveCount(1, { timeout: 15_000 });
      await expect(image).toHaveAttribute('src', /\S/);
      await expect(page.getByText('上传错误')).toHaveCount(0);
    });

    test('an image by its address (图片地址, 插入) is inserted', async ({ page }) => {
      const body = await openEditor(page, path);
      const panel = await imagePanel(page);
      await panel.getByLabel('图片地址').fill('https://img.example.com/case/by-address.png');
      await panel.getByRole('button', { name: '插入' }).click();
      await expect(body.locator('img')).toHaveAttribute('src', /by-address\.png$/);
    });

    test('pasted HTML that holds an image keeps its text and its image', async ({ page }) => {
      const body = await openEditor(page, path);
      await body.click();
      await body.evaluate((el) => {
        const data = new DataTransfer();
        data.setData('text/html', `<p>粘贴的说明文字</p><p><img src="${location.origin}/uploads/editor/pasted.png" alt="粘贴的图片"></p>`);
        data.setData('text/plain', '粘贴的说明文字');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await expect(body).toContainText('粘贴的说明文字');
      await expect(body.getByRole('img', { name: '粘贴的图片' })).toHaveAttribute('src', /pasted\.png$/);
    });
  });
}
