import { MOCK_URL, expect, test } from './support';

/**
 * A backend team reads the API at the mock server's /__docs: Swagger UI (swagger-ui-dist, served
 * by the mock itself) renders contracts/openapi.json, with every request to the mock's origin.
 */
// Swagger UI parses the whole document (91 operations) before it draws: on a busy machine that is
// slow, never wrong, so the test waits for its conditions without a budget of its own.
test.describe.configure({ timeout: 0 });

test('the mock server shows the OpenAPI document at /__docs', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(MOCK_URL) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto(`${MOCK_URL}/__docs/`);
  await expect(page.getByRole('heading', { name: /Merchant back-office API/ })).toBeVisible({ timeout: 0 });
  const token = page.locator('.opblock-summary-path', { hasText: /^\/v2\/oauth\/token$/ });
  await expect(token).toBeVisible();
  await token.click();
  await expect(page.getByText('sign-in (password or sms_code grant)', { exact: false }).first()).toBeVisible();
  expect(foreign).toEqual([]);
});
