import { expect } from '@playwright/test';
import { test as base } from './warm-context';

export interface CspGuardFixtures {
  /** `test.use({ allowCspViolations: true })` where a test provokes violations on purpose. */
  allowCspViolations: boolean;
  /** What the pages of this test reported so far: "directive blocked-uri at page-url". */
  cspViolations: string[];
  cspGuard: void;
}

declare global {
  interface Window {
    __reportCspViolation?: (report: string) => void;
  }
}

/**
 * Fails a test when its page reports a Content-Security-Policy violation (the
 * `securitypolicyviolation` event). The nginx run (tests/e2e-prod) serves the production
 * policy, so every screen the suite visits there shows that the policy lets the app work;
 * `vite preview` sends no policy, so there nothing is ever reported.
 */
export const test = base.extend<CspGuardFixtures>({
  allowCspViolations: [false, { option: true }],
  cspViolations: async ({ page }, use) => {
    const reports: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, report: string) => void reports.push(report));
    await page.addInitScript(() => {
      // Players embedded in articles run their own policies; only the app's pages count.
      if (window !== window.top) return;
      document.addEventListener(
        'securitypolicyviolation',
        (e) => window.__reportCspViolation?.(`${e.effectiveDirective} ${e.blockedURI || 'inline'} at ${e.documentURI}`),
        true,
      );
    });
    await use(reports);
  },
  cspGuard: [
    async ({ cspViolations, allowCspViolations }, use) => {
      await use();
      if (!allowCspViolations) expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
