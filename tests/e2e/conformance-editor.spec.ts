import type { Locator, Page } from '@playwright/test';
import { expect, test, useDemoSession } from './support';
import { pngFile } from './content-images';

// Issue 12: the article pages and the editor.

const status = (page: Page) => page.getByRole('status', { name: '编辑器提示' });
const bodyDraft = (page: Page) => page.evaluate(() => localStorage.getItem('rte-draft:user-1001/article-body:new'));

test('the article editor is 1070 px wide on article pages', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/article/add');
  await expect(page.getByLabel('正文')).toBeVisible();
  const box = await page.locator('.rte').first().boundingBox();
  expect(box?.width).toBe(1070);
});

test('放弃编辑 discards both drafts: the next new article offers nothing back', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/article/add');
  await page.getByLabel('文章标题').fill('厨房装修的五个细节');
  await page.getByLabel('正文').click();
  await page.keyboard.type('先定水电点位，');
  await expect.poll(() => bodyDraft(page)).toContain('先定水电点位');
  // More typing, and leaving before the next autosave has run.
  await page.keyboard.type('再选橱柜。');
  await page.getByRole('link', { name: '取消' }).click();
  const leave = page.getByRole('alertdialog', { name: '内容有编辑，未提交' });
  await leave.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/article$/);
  expect(await bodyDraft(page)).toBeNull();

  await page.getByRole('button', { name: '发布文章' }).click();
  await expect(page.getByLabel('正文')).toBeVisible();
  await expect(page.getByRole('region', { name: '本地草稿' })).toHaveCount(0);
  await expect(page.getByLabel('正文')).not.toContainText('先定水电点位');
  await expect(page.getByLabel('文章标题')).toHaveValue('');
});

const BODY = [
  '<h2>施工顺序</h2>',
  '<p style="text-align: center;">居中的一段说明</p>',
  '<ul><li>水电改造</li><li>泥瓦工程</li></ul>',
  '<ol><li>第一步</li><li>第二步</li></ol>',
  '<table><tbody><tr><th>项目</th><th>费用</th></tr><tr><td>水电</td><td>8000</td></tr></tbody></table>',
].join('');

/** What a reader sees of each kind of block, as computed styles. */
function looks(root: Locator) {
  return root.evaluate((el) => {
    const pick = (selector: string, props: string[]) => {
      const node = el.querySelector(selector);
      if (!node) return null;
      const css = getComputedStyle(node);
      return Object.fromEntries(props.map((p) => [p, css.getPropertyValue(p)]));
    };
    return {
      h2: pick(':scope > h2', ['font-size', 'margin-bottom']),
      centred: pick(':scope > p', ['text-align', 'font-size', 'margin-bottom']),
      bullet: pick('ul > li', ['list-style-type', 'display']),
      bullets: pick(':scope > ul', ['padding-left']),
      number: pick('ol > li', ['list-style-type', 'display']),
      cell: pick('td', ['border-top-width', 'border-top-style', 'border-top-color', 'padding-left']),
      header: pick('th', ['font-weight', 'background-color']),
    };
  });
}

test('the article details page shows what the editor shows (lists, headings, tables, alignment)', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/article/add');
  await page.getByRole('button', { name: '源代码' }).click();
  await page.getByLabel('HTML 源代码').fill(BODY);
  await page.getByRole('button', { name: '源代码' }).click();
  const editor = page.getByLabel('正文');
  await expect(editor.locator('li').first()).toHaveText('水电改造');
  const inEditor = await looks(editor);
  expect(inEditor.bullet?.['list-style-type']).toBe('disc');

  await page.getByLabel('文章标题').fill('施工顺序与费用一览表');
  await page.getByLabel('文章描述').fill('按顺序列出每一步和费用');
  await page.getByLabel('文章类别').selectOption({ label: '材料选购' });
  await page.getByLabel('文章封面').setInputFiles(pngFile('cover.png', 490, 294));
  await expect(page.getByRole('img', { name: '文章封面预览' })).toBeVisible();
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/article$/);
  await page.getByRole('tab', { name: '待审核' }).click();
  await page.getByRole('article', { name: '施工顺序与费用一览表' }).getByRole('link', { name: '查看' }).click();
  const details = page.locator('.rich-html');
  await expect(details.locator('li').first()).toHaveText('水电改造');
  expect(await looks(details)).toEqual(inEditor);
});

test('an image upload that fails on the network says 上传错误, and nothing else', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_FAILED/);
  await useDemoSession(page, 'merchant');
  await page.route('**/v2/editor/upload-image', (route) => route.abort('failed'));
  await page.goto('/article/add');
  await page.getByRole('button', { name: '插入图片' }).click();
  await page.getByLabel('选择图片').setInputFiles(pngFile('photo.png', 300, 200));
  await expect(status(page)).toHaveText('上传错误');
  await expect(page.getByRole('alert').filter({ hasText: /请检查网络|网络不给力|服务器繁忙/ })).toHaveCount(0);
});
