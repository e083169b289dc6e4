import type { Page, Request } from '@playwright/test';
import { beijingDay } from '../../src/domain/common/beijing-day';
import { expect, test, useDemoSession } from './support';

// spec 2 §5 Banner: the picker's rules hold for a typed day; a running banner's old start stays.
// The mock's and the app's day rules count Beijing's days.
const day = (n: number) => beijingDay(new Date(), n);

async function enter(page: Page) {
  const session = await useDemoSession(page, 'merchant');
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), session.user_id);
}

function recordPuts(page: Page) {
  const puts: Request[] = [];
  page.on('request', (r) => void (r.method() === 'PUT' && new URL(r.url()).pathname === '/v2/banners/companies/701' && puts.push(r)));
  return puts;
}

test('a running banner: an unchanged 提交 says 您没有修改任何内容, and a new title keeps its old start', async ({ page }) => {
  await enter(page);
  const puts = recordPuts(page);
  // 春季焕新装修节 (701) began ten days ago and is approved.
  await page.goto('/personal/homepageadd?id=701&status=1');
  const title = page.getByRole('textbox', { name: '标题' });
  await expect(title).toHaveValue('春季焕新装修节');
  await expect(page.getByLabel('开始日期')).toHaveValue(day(-10));
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('您没有修改任何内容')).toBeVisible();
  await expect(page.getByText('所选开始时间不能小于现在时间，请重新选择')).toHaveCount(0);

  // A start the user changes is held to today at the earliest.
  await page.getByLabel('开始日期').fill(day(-1));
  await expect(page.getByText('所选开始时间不能小于现在时间，请重新选择')).toBeVisible();
  await page.getByLabel('开始日期').fill(day(-10));
  await expect(page.getByText('所选开始时间不能小于现在时间，请重新选择')).toHaveCount(0);

  await title.fill('春季焕新家装节');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible();
  expect(puts).toHaveLength(1);
  expect(puts[0].postDataJSON()).toMatchObject({ title: '春季焕新家装节', beginTime: `${day(-10)} 00:00:00` });
});
