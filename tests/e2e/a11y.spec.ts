import { expect, test } from './support';
import { severeViolations } from './a11y-support';

for (const path of ['/login', '/register', '/find-account/form']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
}
