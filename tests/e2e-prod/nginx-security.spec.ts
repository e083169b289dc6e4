import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { MOCK_TEST_HEADERS, MOCK_URL, expect, test } from '../e2e/support';

/** Issue 60: what nginx itself answers (deploy/), and CSP violations reaching their endpoint. */

test("nginx's own refusal of an oversized upload is the API's JSON envelope, not an HTML page", async ({ request }) => {
  const res = await request.post('/qiniu/upload', {
    multipart: { token: 'upload-x', key: 'album/1700000000000-big.png', file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(26 * 1024 * 1024) } },
  });
  expect(res.status()).toBe(413);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(await res.json()).toEqual({ code: 413, msg: '请求内容过大', data: null });
});

test('/.well-known/ is served; other dotfiles stay private', async ({ request }) => {
  const dir = join(process.env.APP_DIST ?? 'dist', '.well-known');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'security.txt'), 'Contact: mailto:security@example.com\n');
  try {
    const res = await request.get('/.well-known/security.txt');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Contact:');
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

interface Report {
  'csp-report'?: { 'blocked-uri'?: string; 'violated-directive'?: string };
  body?: { blockedURL?: string; effectiveDirective?: string };
}
const blockedOf = (r: Report) => r['csp-report']?.['blocked-uri'] ?? r.body?.blockedURL ?? '';

async function received(page: Page): Promise<Report[]> {
  const res = await page.request.get(`${MOCK_URL}/__csp-reports`, { headers: MOCK_TEST_HEADERS });
  return ((await res.json()) as { data: Report[] }).data;
}

test.describe('CSP violation reports', () => {
  test.use({ allowCspViolations: true });

  // Over plain http (as here) the policy names report-uri only, which Chromium sends at once;
  // over https it adds report-to (deploy/nginx/merchant.conf.template).
  test('reach the configured endpoint (the mock receives and logs them)', async ({ page, cspViolations, consoleErrors }) => {
    consoleErrors.allow(/violates the following Content Security Policy directive/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    // An image of a host the policy does not name, as an article past the sanitiser could hold.
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.alt = '';
      img.src = 'https://tracker.example/pixel.png';
      document.body.append(img);
    });
    await expect.poll(() => cspViolations).toEqual([expect.stringMatching(/^img-src https:\/\/tracker\.example\/pixel\.png at /)]);
    // report-uri is sent as the violation happens; the poll waits for its arrival.
    await expect.poll(async () => (await received(page)).map(blockedOf), { timeout: 15_000 }).toContainEqual(
      expect.stringContaining('https://tracker.example/pixel.png'),
    );
  });
});
