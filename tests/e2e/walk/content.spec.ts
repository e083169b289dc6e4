import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { type Session, held, signInAs } from './walk-support';
import { doubleClick, sentOnce, watchRequests } from './double-click';
import { editNotPassedArticle } from './edit-article';

/**
 * Capability walk, spec 2 §2 album and article screens, §4 album / article status, §6 roles:
 * each action on /picture and /article ends in the result the spec names; what the server then
 * holds is read back from its API with the session's token (walk-support.ts `held`), and its
 * answer to a reload shows it. Images in the rich-text body are another walk's (issue 43).
 *
 * Spec → test (here, or the existing spec that already walks it through the real app):
 * - album create (5 images, refusals) ........ ../albums.spec.ts
 * - upload rules page → create ............... 'the album list, its upload rules and search ...'
 * - album tabs and title search .............. 'the album list, its upload rules and search ...'
 * - album delete (status 3) .................. ../albums.spec.ts
 * - album edit from details → 修改成功!, new album under review, the old one gone
 *   ......................................... 'a not-passed album is edited from its details ...'
 *   (edit / reedit requests: ../conformance.spec.ts)
 * - album details viewer ..................... ../conformance.spec.ts
 * - group / viewer / frozen on albums ........ ../albums.spec.ts
 * - article create, details .................. ../articles.spec.ts
 * - article edit of a not-passed one → 修改成功! 'a not-passed article is edited ...'
 * - a table inserted in the body (插入表格) .. 'a table inserted in an article is sent whole ...'
 * - article delete of a not-passed one ....... 'a not-passed article is deleted ...'
 * - article title search ..................... 'a not-passed article is deleted ...'
 * - passed article refusals, leave confirm ... ../articles.spec.ts
 * - frozen company cannot write an article ... 'a frozen company cannot write an article'
 * - group / viewer on articles ............... ../articles.spec.ts
 * - issue 55, a double click (two clicks in one task) on a delete confirm deletes once:
 *   'a double click on the album delete confirm ...', 'a double click on the article delete confirm ...'
 */

const panel = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab });

/** [id, title] of the server's albums of a status (2 待审核, 3 未通过), newest first. */
const heldAlbums = async (page: Page, session: Session, status: number) =>
  (await held<{ items: { album_id: number; album_name: string }[] }>(page, session, `/albums?page_num=1&page_size=50&status=${status}`)).items.map(
    (a) => [a.album_id, a.album_name],
  );

/** [id, title] of the server's articles of a status (2 待审核, 3 未通过), newest first. */
const heldArticles = async (page: Page, session: Session, status: number) =>
  (await held<{ items: { id: number; title: string }[] }>(page, session, `/companies/articles?offset=1&limit=50&status=${status}`)).items.map((a) => [a.id, a.title]);

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).or(page.getByRole('textbox', { name: label })).fill(text);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
}

test('the album list, its upload rules and search: 上传效果图 shows the rules, then the create form', async ({ page }) => {
  await signInAs(page, 'merchant');
  await page.goto('/picture');
  const cards = (tab: string) => panel(page, tab).getByRole('article');
  await expect(cards('全部').first()).toBeVisible();
  await page.getByRole('tab', { name: '待审核' }).click();
  await expect(cards('待审核').first()).toBeVisible();
  const pending = await cards('待审核').getByRole('heading').allInnerTexts();
  expect(pending.sort()).toEqual(['下沙学府两居儿童房设计', '良渚文化村日式原木风', '钱江新城复式新中式'].sort());

  await page.getByRole('tab', { name: '全部' }).click();
  const searched = page.waitForRequest((r) => /\/v2\/albums/.test(r.url()) && new URL(r.url()).searchParams.get('search') === '银泰');
  await search(page, '搜索组图', '银泰');
  await searched;
  await expect(cards('全部')).toHaveCount(1);
  await expect(cards('全部').first()).toHaveAccessibleName('城西银泰公寓轻奢改造');

  await page.getByRole('button', { name: '上传效果图' }).click();
  await expect(page).toHaveURL(/\/picture\/uploadtitle$/);
  await page.getByRole('link', { name: '我已了解，开始上传' }).click();
  await expect(page).toHaveURL(/\/picture\/create$/);
  await expect(page.getByLabel('组图标题')).toBeVisible();
});

test('a not-passed album is edited from its details: 修改成功!, it waits for review under its new title, the old one is gone', async ({ page }) => {
  const session = await signInAs(page, 'merchant');
  const [pendingBefore, notPassedBefore] = [await heldAlbums(page, session, 2), await heldAlbums(page, session, 3)];
  expect(notPassedBefore).toContainEqual([105, '城西银泰公寓轻奢改造']);
  await page.goto('/picture');
  await page.getByRole('tab', { name: '未通过' }).click();
  await panel(page, '未通过').getByRole('article', { name: '城西银泰公寓轻奢改造' }).getByRole('link', { name: '查看' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '城西银泰公寓轻奢改造' })).toBeVisible();
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/picture\/edit\/\d+$/);
  await expect(page.getByRole('group', { name: '第1张图片' })).toBeVisible();
  await page.getByLabel('组图标题').fill('城西银泰公寓轻奢改造第二版');
  await page.getByRole('button', { name: '提交' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: '继续' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/picture$/);
  // The server holds the new title under review, and the not-passed album no more.
  expect((await heldAlbums(page, session, 2)).map(([, title]) => title)).toEqual(['城西银泰公寓轻奢改造第二版', ...pendingBefore.map(([, title]) => title)]);
  expect(await heldAlbums(page, session, 3)).toEqual(notPassedBefore.filter(([id]) => id !== 105));

  await page.reload();
  await page.getByRole('tab', { name: '待审核' }).click();
  await expect(panel(page, '待审核').getByRole('article', { name: '城西银泰公寓轻奢改造第二版' })).toBeVisible();
  await page.getByRole('tab', { name: '未通过' }).click();
  await expect(panel(page, '未通过').getByRole('article').first()).toBeVisible();
  await expect(panel(page, '未通过').getByRole('article', { name: '城西银泰公寓轻奢改造' })).toHaveCount(0);
});

test('a not-passed article is edited: 修改成功!, and it waits for review under its new title', async ({ page }) => {
  const session = await signInAs(page, 'merchant');
  await page.goto('/article');
  await page.getByRole('tab', { name: '未通过' }).click();
  await page.getByRole('article', { name: '瓷砖选购避坑指南大全' }).getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
  await expect(page.getByText(/^未通过原因：/)).toBeVisible();
  await page.getByLabel('文章标题').fill('瓷砖选购避坑指南大全（修订版）');
  const sent = page.waitForRequest((r) => /\/v2\/companies\/articles\/\d+$/.test(r.url()) && r.method() === 'PUT');
  await page.getByRole('button', { name: '发布' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({ title: '瓷砖选购避坑指南大全（修订版）' });
  await expect(page.getByText('修改成功!')).toBeVisible();
  await expect(page).toHaveURL(/\/article$/);
  // The server holds the new title under review (2).
  const id = Number(new URL(request.url()).pathname.split('/').pop());
  expect(await held(page, session, `/companies/articles/${id}`)).toMatchObject({ id: 304, title: '瓷砖选购避坑指南大全（修订版）', status: 2 });

  await page.reload();
  await page.getByRole('tab', { name: '待审核' }).click();
  const edited = panel(page, '待审核').getByRole('article', { name: '瓷砖选购避坑指南大全（修订版）' });
  await expect(edited).toBeVisible();
  await edited.getByRole('link', { name: '查看' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '瓷砖选购避坑指南大全（修订版）' })).toBeVisible();
});

test('a table inserted in an article is sent whole, and the server shows it whole', async ({ page }) => {
  const session = await signInAs(page, 'merchant');
  const body = await editNotPassedArticle(page);
  // Nine rows: built four at a time (the insert, then two more steps), one table in the end.
  await page.getByRole('button', { name: '插入表格' }).click();
  await page.getByRole('spinbutton', { name: '行数' }).fill('9');
  await page.getByRole('spinbutton', { name: '列数' }).fill('3');
  await page.getByRole('button', { name: '插入', exact: true }).click();
  await expect(body.locator('table tr')).toHaveCount(9);
  // The caret comes into the first cell once the whole table is drawn (insertTable): type then.
  await expect
    .poll(() => page.evaluate(() => Boolean(getSelection()?.anchorNode && document.querySelector('[aria-label="正文"] th')?.contains(getSelection()!.anchorNode))))
    .toBe(true);
  await page.keyboard.type('项目');
  await expect(body.locator('table th').first()).toHaveText('项目');

  const sent = page.waitForRequest((r) => /\/v2\/companies\/articles\/\d+$/.test(r.url()) && r.method() === 'PUT');
  await page.getByRole('button', { name: '发布' }).click();
  const request = await sent;
  const content = String(request.postDataJSON().content);
  expect(content.match(/<table/g)).toHaveLength(1);
  expect(content.match(/<tr/g)).toHaveLength(9);
  await expect(page.getByText('修改成功!')).toBeVisible();
  // The server holds the body as sent: the one table, its nine rows.
  const id = Number(new URL(request.url()).pathname.split('/').pop());
  expect(await held(page, session, `/companies/articles/${id}`)).toMatchObject({ id: 304, content, status: 2 });

  await page.reload();
  await page.getByRole('tab', { name: '待审核' }).click();
  await panel(page, '待审核').getByRole('article', { name: '瓷砖选购避坑指南大全' }).getByRole('link', { name: '查看' }).click();
  const shown = page.locator('table');
  await expect(shown.locator('tr')).toHaveCount(9);
  await expect(shown.locator('th').first()).toHaveText('项目');
});

test('a not-passed article is deleted after the confirm, and search by title finds only what is left', async ({ page }) => {
  const session = await signInAs(page, 'merchant');
  const notPassedBefore = await heldArticles(page, session, 3);
  expect(notPassedBefore).toContainEqual([307, '水电改造验收要点逐条看']);
  await page.goto('/article');
  await page.getByRole('tab', { name: '未通过' }).click();
  const doomed = panel(page, '未通过').getByRole('article', { name: '水电改造验收要点逐条看' });
  await doomed.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('请确认是否删除该条信息');
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && /\/v2\/companies\/articles\/\d+$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  const id = Number(new URL((await deleted).url()).pathname.split('/').pop());
  expect(id).toBe(307);
  // The server's not-passed articles are the others, in their order.
  expect(await heldArticles(page, session, 3)).toEqual(notPassedBefore.filter(([other]) => other !== 307));
  await expect(doomed).toHaveCount(0);

  await page.reload();
  const searched = page.waitForResponse((r) => r.url().includes('/v2/companies/articles?') && new URL(r.url()).searchParams.get('title') === '验收');
  await search(page, '搜索文章', '验收');
  // The server no longer has it: its answer to the search holds no such id.
  const found = (await (await searched).json()).data as { items: { id: number; title: string }[] } | null;
  expect((found?.items ?? []).map((a) => a.id)).not.toContain(id);
  await expect(page.getByText('暂无数据').or(page.getByRole('article').first())).toBeVisible();
  await expect(page.getByRole('article', { name: '水电改造验收要点逐条看' })).toHaveCount(0);
  await search(page, '搜索文章', '瓷砖');
  await expect(page.getByRole('article', { name: '瓷砖选购避坑指南大全' }).first()).toBeVisible();
  const titles = await page.getByRole('list', { name: '文章列表' }).getByRole('article').getByRole('heading').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.filter((t) => !t.includes('瓷砖'))).toEqual([]);
});

test('a double click on the article delete confirm deletes once', async ({ page }) => {
  const session = await signInAs(page, 'merchant');
  const notPassedBefore = await heldArticles(page, session, 3);
  await page.goto('/article');
  await page.getByRole('tab', { name: '未通过' }).click();
  const doomed = panel(page, '未通过').getByRole('article', { name: '水电改造验收要点逐条看' });
  await doomed.getByRole('button', { name: '删除' }).click();
  const deletes = watchRequests(page, 'DELETE', /^\/v2\/companies\/articles\/\d+$/);
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, deletes, '删除成功!');
  expect(await heldArticles(page, session, 3)).toEqual(notPassedBefore.filter(([id]) => id !== 307));
  await expect(doomed).toHaveCount(0);
});

test('a double click on the album delete confirm deletes once', async ({ page }) => {
  const session = await signInAs(page, 'merchant');
  const notPassedBefore = await heldAlbums(page, session, 3);
  await page.goto('/picture');
  await page.getByRole('tab', { name: '未通过' }).click();
  const doomed = panel(page, '未通过').getByRole('article', { name: '城西银泰公寓轻奢改造' });
  await doomed.getByRole('button', { name: '删除' }).click();
  const deletes = watchRequests(page, 'DELETE', /^\/v2\/albums\/\d+$/);
  await doubleClick(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
  await sentOnce(page, deletes, '删除成功!');
  expect(await heldAlbums(page, session, 3)).toEqual(notPassedBefore.filter(([id]) => id !== 105));
  await expect(doomed).toHaveCount(0);
});

test('a frozen company cannot write an article', async ({ page }) => {
  await signInAs(page, 'frozen');
  await page.goto('/article');
  await page.getByRole('button', { name: '发布文章' }).click();
  await expect(page.getByText('您的公司账号为冻结状态，无法操作')).toBeVisible();
  await expect(page).toHaveURL(/\/article$/);
});
