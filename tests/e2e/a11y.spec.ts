import { expect, test } from './support';
import { controlsOutside, screenSettled, severeViolations } from './a11y-support';
import { signedIn } from './records-support';
import { PERSONAL_TITLES } from '../../src/domain/personal/personal-menu';

for (const path of ['/login', '/register', '/find-account/form']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
}

// Issue 59: every screen behind sign-in, at a phone's width (390 px) and a desktop's (1440 px),
// has no serious or critical axe violation (WCAG 2.2 AA); at 390 px no control is outside the
// screen. The screens: each account's areas and add screens, and every child of /personal
// (PERSONAL_TITLES) that the account opens (the others send it elsewhere, and are skipped).
const AREAS: Record<string, string[]> = {
  merchant: ['/', '/order', '/picture', '/picture/uploadtitle', '/article', '/article/add'],
  designer: ['/', '/order', '/picture', '/article'],
  group: ['/', '/grouporder'],
};

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const)
  test.describe(`at ${width} px`, () => {
    test.use(width < 768 ? { viewport: { width, height }, isMobile: true, hasTouch: true } : { viewport: { width, height } });
    for (const [account, areas] of Object.entries(AREAS))
      test(`every screen of ${account} is axe-clean${width < 768 ? ' and has every control on the screen' : ''}`, async ({ page }) => {
        test.setTimeout(240_000);
        await signedIn(page, account);
        const found: string[] = [];
        for (const path of [...areas, ...Object.keys(PERSONAL_TITLES).map((p) => `/personal/${p}`)]) {
          await page.goto(path);
          // A screen the account does not open sends it elsewhere.
          if (new URL(page.url()).pathname !== path) continue;
          await expect(page.getByRole('main')).toBeVisible();
          await screenSettled(page);
          found.push(...(await severeViolations(page)).map((v) => `${path} ${v}`));
          if (width < 768) found.push(...(await controlsOutside(page)).map((c) => `${path} outside the screen: ${c}`));
        }
        expect(found).toEqual([]);
      });
  });
