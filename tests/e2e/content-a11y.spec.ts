import { expect, test, useDemoSession } from './support';
import { screenSettled, severeViolations } from './a11y-support';

const pages = ['/picture', '/picture/create', '/picture/details/101', '/picture/reedit/105', '/article', '/article/add', '/article/details/304'];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenSettled(page);
    expect(await severeViolations(page)).toEqual([]);
  });
}
