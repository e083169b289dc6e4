import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * Waits until no finite animation is running (a dialog's fade and scale, a toast's slide):
 * axe measures contrast on the colours painted at that moment, and a half-faded dialog fails
 * it. Endless animations (spinners, skeletons, the ticker) are left alone.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Waits until the screen has drawn what it loads: nothing on it is busy (`aria-busy`: a list, a
 * table, a screen's placeholder) and no 加载中 status shows. A test checks what the merchant sees
 * once it stands still, without waiting for the network to fall silent.
 */
export async function screenSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label="加载中"]')).toHaveCount(0);
}

/**
 * The serious and critical axe violations of the page once it stands still, one "rule: target html" line each.
 *
 * axe runs in the page itself (legacy mode) and builds selectors for violations only: the
 * default mode opens a second, blank page to merge each frame's partial results, injects axe
 * there too, and builds a unique selector for every node that passed. On /order that took
 * 2.9-4.1 s against 1.3 s, over 40 checks of the suite. Legacy mode still checks the app's own
 * frames (same origin); it leaves out third-party players embedded in articles, which the app
 * does not write.
 */
export async function severeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
}

/**
 * Controls whose box is outside the screen's width (cut off or beyond its edge), as `tag name` lines: on a phone each
 * must be on the screen, not past its edge (issue 59).
 */
export async function controlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])');
    return [...controls]
      // A row of tabs that scrolls sideways (the order tabs) is a known pattern: its tabs are
      // reached by scrolling it. The headlines ticker moves its items through its box by design
      // (it stops while hovered or focused).
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"], [inert], [role="tablist"], [data-testid="ticker-track"]') && el.tabIndex >= 0)
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > width + 1);
      })
      .map((el) => `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}`);
  });
}
