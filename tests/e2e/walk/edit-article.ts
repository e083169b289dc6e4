import type { Page } from '@playwright/test';
import { expect } from '../support';

/**
 * Opens the not-passed article 瓷砖选购避坑指南大全 for editing, as a merchant does from 文章's
 * 未通过 tab, and puts the caret at the end of its body; answers the body.
 */
export async function editNotPassedArticle(page: Page) {
  await page.goto('/article');
  await page.getByRole('tab', { name: '未通过' }).click();
  await page.getByRole('article', { name: '瓷砖选购避坑指南大全' }).getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
  const body = page.getByLabel('正文');
  await body.click();
  await page.keyboard.press('Control+End');
  return body;
}
