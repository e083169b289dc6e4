import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { pngFile } from '../content-images';
import { editNotPassedArticle } from './edit-article';
import { held, signInAs } from './walk-support';

/**
 * Capability walk, spec 2 §1 rich-text editor (issue 55's editor walk): what a merchant types
 * and inserts in an article body is what the server holds and what the article shows.
 *
 * Spec → test (here, or the existing spec that already walks it through the real app):
 * - type, insert an image, select it and type over it, save, reopen
 *   ......................................... 'a selected image is typed over in place ...'
 * - keys on a selected image (Backspace, Delete, arrows, Enter)
 *   ......................................... ../../components/rich-text-editor/selected-node.browser.test.tsx
 * - 插入视频: allowed players only, sandboxed ../article-editor.spec.ts
 * - images by upload, address and paste ..... ../editor-images.spec.ts
 * - a table inserted in the body ............ ./content.spec.ts
 * - drafts, autosave ........................ ../editor-draft.spec.ts
 */

async function uploadImage(page: Page, body: ReturnType<Page['getByLabel']>, name: string, count: number) {
  await page.getByRole('button', { name: '插入图片' }).click();
  await page.getByRole('dialog', { name: '插入图片' }).getByLabel('选择图片').setInputFiles(pngFile(name, 60, 40, false));
  await expect(body.locator('img')).toHaveCount(count, { timeout: 15_000 });
}

test('a selected image is typed over in place: the server holds the text where the image was, and the article shows it there', async ({ page }) => {
  const session = await signInAs(page, 'merchant');
  const body = await editNotPassedArticle(page);
  // The body ends in a list: a new item, then an empty item's Enter leaves the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('第一段');
  await page.keyboard.press('Enter');
  await page.keyboard.type('第二段');
  await uploadImage(page, body, 'kept.png', 1);
  await uploadImage(page, body, 'typed-over.png', 2);
  const typedOver = body.locator('img').nth(1);
  await typedOver.click();
  await expect(typedOver).toHaveClass(/rte-image-selected/);
  await page.keyboard.type('ABC');
  await expect(body.locator('img')).toHaveCount(1);

  const sent = page.waitForRequest((r) => /\/v2\/companies\/articles\/\d+$/.test(r.url()) && r.method() === 'PUT');
  await page.getByRole('button', { name: '发布' }).click();
  const request = await sent;
  const content = String(request.postDataJSON().content);
  // The letters where the image was, in order; the other image and the first paragraph untouched.
  expect(content).toMatch(/<p>第一段<\/p><p>第二段<img src="[^"]+" alt="[^"]*">ABC<\/p>$/);
  expect(content).not.toContain('CBA');
  expect(content.match(/<img/g)?.length ?? 0).toBe(1 + (content.slice(0, content.indexOf('<p>第一段')).match(/<img/g)?.length ?? 0));
  await expect(page.getByText('修改成功!')).toBeVisible();

  // What the server holds.
  const id = request.url().split('/').pop();
  expect((await held<{ content: string }>(page, session, `/companies/articles/${id}`)).content).toBe(content);

  // Reopened: the article shows the text after the kept image, in the second paragraph.
  await page.goto('/article');
  await page.getByRole('tab', { name: '待审核' }).click();
  await page.getByRole('tabpanel', { name: '待审核' }).getByRole('article', { name: '瓷砖选购避坑指南大全' }).getByRole('link', { name: '查看' }).click();
  const second = page.locator('p', { hasText: '第二段' });
  await expect(second).toHaveText('第二段ABC');
  await expect(second.locator('img')).toHaveCount(1);
  await expect(page.getByText('CBA', { exact: false })).toHaveCount(0);
});
