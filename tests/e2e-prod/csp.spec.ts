import { type Page, expect } from '@playwright/test';
// The guard alone, without the suite's other fixtures: these tests provoke violations (and the
// browser's console errors about them) on purpose.
import { test } from '../e2e/csp-guard';

interface Outcome {
  ran: boolean;
  directive: string;
  blocked: string;
}

/** Injects markup that would run script (as a stored script past the sanitiser would) and reports what happened. */
function inject(page: Page, kind: 'script' | 'handler') {
  return page.evaluate(
    (kind) =>
      new Promise<Outcome>((resolve) => {
        const w = window as Window & { __injectedRan?: boolean };
        // Both must have happened: the browser's report of the violation, and the moment the
        // injected code would have run (an inline script runs as it is inserted; an inline
        // handler before the listeners added after it).
        let violation: SecurityPolicyViolationEvent | null = null;
        let wouldHaveRun = false;
        const settle = () => {
          if (violation && wouldHaveRun) resolve({ ran: w.__injectedRan === true, directive: violation.effectiveDirective, blocked: violation.blockedURI });
        };
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            violation = e;
            settle();
          },
          { once: true },
        );
        const host = document.createElement('div');
        if (kind === 'script') {
          const script = document.createElement('script');
          script.textContent = 'window.__injectedRan = true';
          host.append(script);
          document.body.append(host);
          wouldHaveRun = true;
          settle();
        } else {
          host.innerHTML = '<img alt="" src="data:image/png;base64,AAAA" onerror="window.__injectedRan = true">';
          host.querySelector('img')!.addEventListener('error', () => {
            wouldHaveRun = true;
            settle();
          });
          document.body.append(host);
        }
      }),
    kind,
  );
}

test.describe('the production CSP', () => {
  test.use({ allowCspViolations: true });

  test('refuses an inline <script> injected into the page', async ({ page, cspViolations }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await inject(page, 'script')).toEqual({ ran: false, directive: 'script-src-elem', blocked: 'inline' });
    expect(cspViolations).toEqual([expect.stringMatching(/^script-src-elem inline at .*\/login$/)]);
  });

  test('refuses an inline event handler in injected markup', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await inject(page, 'handler')).toEqual({ ran: false, directive: 'script-src-attr', blocked: 'inline' });
  });
});

test('the CSP guard fails a test whose page reports a violation', async ({ page, cspViolations }) => {
  // Expected to fail in the guard's teardown: this proves the suite would notice a violation.
  test.fail();
  await page.goto('/login');
  await inject(page, 'script');
  await expect.poll(() => cspViolations.length).toBe(1);
});

test('the browser accepts every security header as sent (no policy warnings on load)', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/Permissions-Policy|Content-Security-Policy|Referrer-Policy/i.test(m.text())) warnings.push(m.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(warnings).toEqual([]);
});
