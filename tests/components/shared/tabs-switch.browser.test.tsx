import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/app-system';
import { ContentTabs } from '../../../src/ui/components/content/content-tabs';

afterEach(cleanup);

/** The tab panels drawn in the page (not display: none), by their tab's name. */
const drawnPanels = () =>
  [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')]
    .filter((panel) => panel.getClientRects().length > 0)
    .map((panel) => panel.textContent ?? '');

/**
 * From the next click on, records the drawn panels in every frame (a requestAnimationFrame
 * callback runs just before the frame is drawn) until `frames` frames have passed.
 */
function recordFramesAfterClick(frames: number) {
  const seen: string[][] = [];
  return new Promise<string[][]>((resolve) => {
    const tick = () => {
      seen.push(drawnPanels());
      if (seen.length >= frames) resolve(seen);
      else requestAnimationFrame(tick);
    };
    document.addEventListener('click', () => requestAnimationFrame(tick), { capture: true, once: true });
  });
}

describe('switching tabs (ContentTabs, as on /picture and /article)', () => {
  it('never draws the leaving panel next to the new one', async () => {
    render(
      <ChakraProvider value={appSystem}>
        <ContentTabs searchLabel="搜索标题" searchPlaceholder="请输入标题">
          {(status) => (
            <ul>
              {Array.from({ length: 5 }, (_, i) => (
                <li key={i}>{`状态 ${status ?? '全部'} 第 ${i + 1} 项`}</li>
              ))}
            </ul>
          )}
        </ContentTabs>
      </ChakraProvider>,
    );
    await expect.element(page.getByText('状态 全部 第 1 项')).toBeVisible();

    const frames = recordFramesAfterClick(10);
    await userEvent.click(page.getByRole('tab', { name: '未通过' }));
    const seen = await frames;

    await expect.element(page.getByText('状态 3 第 1 项')).toBeVisible();
    // Before the fix the leaving 全部 panel was drawn above 未通过's for a frame.
    expect(seen.filter((drawn) => drawn.length > 1)).toEqual([]);
    expect(seen.at(-1)).toHaveLength(1);
    // Only the open tab's panel holds its list.
    expect([...document.querySelectorAll('[role=tabpanel]')].filter((panel) => panel.childNodes.length > 0)).toHaveLength(1);
  });

  it("is the app's LineTabs, not Chakra's Tabs (issue 48)", async () => {
    // Zag's tabs machine, under Chakra's Tabs, measured each element of the open panel as the
    // list mounted: a layout of the page in the commit of a navigation to 效果图 or 文章, whose
    // content came 200-600 ms later at 4x CPU.
    render(
      <ChakraProvider value={appSystem}>
        <ContentTabs searchLabel="搜索标题" searchPlaceholder="请输入标题">
          {() => <p>列表</p>}
        </ContentTabs>
      </ChakraProvider>,
    );
    await expect.element(page.getByRole('tabpanel', { name: '全部' })).toHaveTextContent('列表');
    expect(document.querySelector('.line-tabs [role=tablist]')).not.toBeNull();
    expect(document.querySelectorAll('[data-scope="tabs"]')).toHaveLength(0);
    // The search stands in the tabs' row.
    expect(document.querySelector('.line-tabs__head [role=search]')).not.toBeNull();
  });
});
