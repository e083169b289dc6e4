import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

/** The serious and critical axe violations of the page once it stands still, one "rule: target html" line each. */
export async function severeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
}
