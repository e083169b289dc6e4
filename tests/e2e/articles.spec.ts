import { test, expect, useDemoSession } from './support';
import { pngFile } from './content-images';

test.describe('articles (/article)', () => {
  test('writes an article with the editor and finds it in 待审核', async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.goto('/article');
    await page.getByRole('button', { name: '发布文章' }).click();
    await expect(page).toHaveURL(/\/article\/add$/);

    const publish = page.getByRole('button', { name: '发布' });
    await page.getByLabel('文章标题').fill('厨房装修的五个细节');
    await page.getByLabel('文章描述').fill('短');
    await page.getByLabel('文章描述').blur();
    await expect(page.getByText('长度在 6 到 300 个字符')).toBeVisible();
    await page.getByLabel('文章描述').fill('橱柜、水槽和插座位置的经验总结');
    await page.getByLabel('文章类别').selectOption({ label: '材料选购' });
    await page.getByLabel('文章封面').setInputFiles(pngFile('cover.png', 490, 294));
    await expect(page.getByRole('img', { name: '文章封面预览' })).toBeVisible();
    await expect(publish).toBeDisabled();
    await page.getByLabel('正文').click();
    await page.keyboard.type('厨房装修要先定水电点位，再选橱柜。');
    await expect(publish).toBeEnabled();
    await publish.click();

    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(page).toHaveURL(/\/article$/);
    await page.getByRole('tab', { name: '待审核' }).click();
    const item = page.getByRole('article', { name: '厨房装修的五个细节' });
    await expect(item).toBeVisible();
    await item.getByRole('link', { name: '查看' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '厨房装修的五个细节' })).toBeVisible();
    await expect(page.getByText('厨房装修要先定水电点位，再选橱柜。')).toBeVisible();
  });

  test('refuses edit and delete of a passed article and asks before leaving an edited form', async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.goto('/article');
    await page.getByRole('tab', { name: '已通过' }).click();
    const passed = page.getByRole('article', { name: '老房翻新前必须知道的十件事' });
    await passed.getByRole('button', { name: '编辑' }).click();
    await expect(page.getByText('只有未通过状态才能编辑，其他状态不能编辑操作!')).toBeVisible();
    await passed.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('只有未通过状态才能删除，其他状态不能删除操作!')).toBeVisible();

    await page.getByRole('tab', { name: '未通过' }).click();
    await page.getByRole('article', { name: '瓷砖选购避坑指南大全' }).getByRole('button', { name: '编辑' }).click();
    await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('您没有修改任何内容')).toBeVisible();
    await page.getByLabel('文章标题').fill('瓷砖选购避坑指南大全（修订）');
    await page.getByRole('link', { name: '取消' }).click();
    const leave = page.getByRole('alertdialog', { name: '内容有编辑，未提交' });
    await expect(leave).toContainText('是否放弃编辑');
    await leave.getByRole('button', { name: '取消' }).click();
    await expect(page.getByLabel('文章标题')).toHaveValue('瓷砖选购避坑指南大全（修订）');
  });

  test('scrolls to the end of the list: 我也是有底线的', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await useDemoSession(page, 'merchant');
    await page.goto('/article');
    const items = page.getByRole('list', { name: '文章列表' }).getByRole('article');
    await expect(items.first()).toBeVisible();
    await page.mouse.wheel(0, 8000);
    await expect(items).toHaveCount(13);
    await expect(page.getByText('我也是有底线的')).toBeVisible();
  });

  test('a group account sees authors and no create, edit or delete', async ({ page }) => {
    await useDemoSession(page, 'group');
    await page.goto('/article');
    await expect(page.getByText('华居杭州', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '发布文章' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
  });

  test('the view-only sub-account cannot publish or delete', async ({ page }) => {
    await useDemoSession(page, 'viewer');
    await page.goto('/article');
    await page.getByRole('button', { name: '发布文章' }).click();
    await expect(page.getByText('暂无该权限')).toBeVisible();
    await expect(page).toHaveURL(/\/article$/);
  });
});
