import AxeBuilder from '@axe-core/playwright';
import { expect, test, useDemoSession } from './support';

const pages = ['/picture', '/picture/create', '/picture/details/101', '/picture/reedit/105', '/article', '/article/add', '/article/details/304'];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`)).toEqual([]);
  });
}
