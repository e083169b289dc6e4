import type { Page } from '@playwright/test';
import { expect, signIn, test, useDemoSession } from './support';

// Drafts belong to the signed-in user: sub-accounts of one company share an office PC.

const TITLE = '厨房装修的五个细节';
const BODY = '先定水电点位';

/** Whether the browser keeps a draft holding `text`, under whatever key. */
const keeps = (page: Page, text: string) =>
  page.evaluate((t) => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes(t)), text);

async function signOutFromHome(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function openNewArticle(page: Page) {
  await page.goto('/article/add');
  await expect(page.getByLabel('正文')).toBeVisible();
}

test("another account on the same browser is not offered the merchant's article draft; the merchant gets it back", async ({ page }) => {
  // Leaving with unsaved edits: the browser's own prompt, answered "leave" (the draft stays).
  page.on('dialog', (dialog) => void dialog.accept());
  await useDemoSession(page, 'merchant');
  await openNewArticle(page);
  await page.getByLabel('文章标题').fill(TITLE);
  await page.getByLabel('正文').click();
  await page.keyboard.type(BODY);
  await expect.poll(() => keeps(page, TITLE)).toBe(true);
  await expect.poll(() => keeps(page, BODY)).toBe(true);
  await signOutFromHome(page);

  await signIn(page, 'designer');
  await expect(page).toHaveURL(/\/$/);
  await openNewArticle(page);
  await expect(page.getByLabel('文章标题')).toHaveValue('');
  await expect(page.getByRole('region', { name: '本地草稿' })).toHaveCount(0);
  await signOutFromHome(page);

  await signIn(page, 'merchant');
  await expect(page).toHaveURL(/\/$/);
  await openNewArticle(page);
  await expect(page.getByLabel('文章标题')).toHaveValue(TITLE);
  await page.getByRole('region', { name: '本地草稿' }).getByRole('button', { name: '恢复草稿' }).click();
  await expect(page.getByLabel('正文')).toContainText(BODY);
});
