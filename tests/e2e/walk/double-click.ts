import type { Locator, Page, Request } from '@playwright/test';
import { expect } from '../support';

/**
 * Issue 55: a double click as a fast hand makes it, two clicks in one task. React renders
 * nothing between them, so a guard that reads render-time state (`mutation.isPending`) lets
 * both through; only a synchronous guard (src/ui/components/one-shot.ts) stops the second.
 */
export async function doubleClick(target: Locator) {
  await target.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });
}

/**
 * The page's requests of `method` to a path matching `path`, from now on: `count()` of them so
 * far, and `answered()` once each has its answer. Both clicks of a double click send in the
 * same task, so once the first is answered a second would have been counted already.
 */
export function watchRequests(page: Page, method: string, path: RegExp) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return {
    count: () => seen.length,
    answered: () => Promise.all(seen.map((r) => r.response())),
  };
}

/** The toast region (src/ui/components/toaster-view.tsx). */
export const toasts = (page: Page) => page.getByRole('region', { name: '消息提示（Alt+T）' });

/**
 * After a double click: exactly one request reached the mock, its success toast shows, and no
 * other toast (an error, or a refusal of the second request) stands beside it.
 */
export async function sentOnce(page: Page, requests: ReturnType<typeof watchRequests>, success: string) {
  await expect(toasts(page).getByText(success, { exact: true }).first()).toBeVisible();
  await requests.answered();
  expect(requests.count(), 'requests sent by the double click').toBe(1);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
  await expect(toasts(page).getByRole('status').filter({ hasNotText: success })).toHaveCount(0);
}
