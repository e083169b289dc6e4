import { expect, test, useDemoSession } from './support';

test('the article body autosaves and is offered back after a real page reload', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/article/add');
  await page.getByLabel('正文').click();
  await page.keyboard.type('先定水电点位，再选橱柜。');
  // Autosave runs every 500 ms: reload once the text is in the stored draft.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('rte-draft:') && localStorage.getItem(k)?.includes('再选橱柜'))))
    .toBe(true);
  await page.reload();
  await expect(page.getByText(/自动保存的草稿，是否恢复？/)).toBeVisible();
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await expect(page.getByLabel('正文')).toContainText('先定水电点位，再选橱柜。');
  await expect(page.getByText('已恢复本地草稿')).toBeVisible();
});
