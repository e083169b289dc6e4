import type { Locator, Page } from '@playwright/test';
import { MOCK_TEST_HEADERS, MOCK_URL, expect, useDemoSession } from './support';

/** A row of the order list by its order id. */
export const row = (page: Page, orderId: number): Locator => page.locator(`[data-order-row="${orderId}"]`);

/** Signs in as a demo account and opens /order (optionally a tab), waiting for the first rows. */
export async function openOrders(page: Page, username = 'merchant', tab?: number) {
  await useDemoSession(page, username);
  await page.goto(tab === undefined ? '/order' : `/order?tab=${tab}`);
  await expect(page.locator('[data-order-row]').first()).toBeVisible();
}

/** Narrows the list to one order through the search box. */
export async function searchOrder(page: Page, orderId: number) {
  await page.getByRole('searchbox', { name: '搜索订单' }).or(page.getByLabel('搜索订单')).first().fill(String(orderId));
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(row(page, orderId)).toBeVisible();
}

/** Arranges a provider state of the mock server (it resets every fixture first). */
export async function arrange(page: Page, state: string, params: Record<string, unknown> = {}) {
  const res = await page.request.post(`${MOCK_URL}/__state`, { data: { state, params }, headers: MOCK_TEST_HEADERS });
  expect(res.ok()).toBe(true);
}

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
