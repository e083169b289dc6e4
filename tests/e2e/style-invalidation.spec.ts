import { expect, test } from './support';
import { openOrders, row } from './orders-support';

// Opening a dialog over the order list brings styles the page has not used yet. Emotion adds
// them to the document; how it adds them decides what Chromium must redo: a change to a
// stylesheet holding cascade layers (Chakra's `@layer recipes`) made it restyle every element
// and lay out all text again ("Fonts changed"), a new stylesheet after the others only what
// the new rules match (src/ui/app/emotion-cache.ts). The trace's layout records say which.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  args?: { beginData?: { dirtyObjects?: number; totalObjects?: number }; data?: { reason?: string; type?: string }; elementCount?: number };
}

test('opening a dialog over the order list lays out the dialog, not the whole page again', async ({ page, browser }) => {
  await openOrders(page);
  const rows = page.locator('[data-order-row]');
  await expect(rows).not.toHaveCount(0);
  // The list has settled: its rows are mounted and its end line or spinner is drawn.
  await expect(page.locator('[role="list"][aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
  const before = await rows.count();

  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'],
  });
  await row(page, 501001).getByRole('button', { name: '拒绝' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('请确定是否拒绝该订单');
  // The dialog's first frame has been laid out and painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };

  const layouts = trace.traceEvents
    .filter((e) => e.name === 'Layout' && e.ph === 'X' && e.args?.beginData?.totalObjects)
    .map((e) => e.args!.beginData!);
  expect(layouts.length, 'the dialog was laid out').toBeGreaterThan(0);
  const pageObjects = Math.max(...layouts.map((l) => l.totalObjects!));
  expect(pageObjects, 'the page behind the dialog is a list of rows').toBeGreaterThan(20 * before);
  for (const l of layouts) expect(l.dirtyObjects!, `layout of ${l.dirtyObjects} of ${l.totalObjects} objects`).toBeLessThan(l.totalObjects! / 2);
  const fontsChanged = trace.traceEvents.filter((e) => e.name === 'LayoutInvalidationTracking' && e.args?.data?.reason === 'Fonts changed');
  expect(fontsChanged, 'text laid out again for a font change').toEqual([]);
});

// A tab switch draws the picked tab in the click's frame; the list it leaves stays in place
// under a layer until the new one is drawn. Making that list inert restyled each of its
// elements in the click's frame (564 elements, 56 ms at 4x CPU on 全部订单).
test('a tab switch restyles the tabs in its first frame, not the list it leaves', async ({ page, browser }) => {
  await openOrders(page);
  await expect(page.locator('[data-order-row]')).not.toHaveCount(0);
  await expect(page.locator('[role="list"][aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
  const leaving = await page.getByRole('tabpanel', { name: '全部订单' }).evaluate((panel) => panel.querySelectorAll('*').length);

  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.getByRole('tab', { name: '待接单' }).click();
  await expect(page.getByRole('tabpanel', { name: '待接单' }).locator('[data-order-row]').first()).toBeVisible();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };

  const click = trace.traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  expect(click, 'the click was traced').toBeDefined();
  const firstStyle = trace.traceEvents
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X' && e.ts >= click!.ts && e.args?.elementCount)
    .sort((a, b) => a.ts - b.ts)[0];
  expect(leaving, 'the list left behind is rows of elements').toBeGreaterThan(100);
  expect(firstStyle?.args?.elementCount, 'elements restyled in the click\'s frame').toBeLessThan(leaving / 4);
});
