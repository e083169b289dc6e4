import type { Page } from '@playwright/test';
import { useDemoSession } from './support';

/** A demo session with the personal centre's first-visit guide already dismissed. */
export async function signedIn(page: Page, username: string) {
  const session = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), session.user_id);
  return session;
}
