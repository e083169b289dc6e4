import { SMS_CODE, expect, test } from './support';
import { pngFile } from './content-images';

test('account retrieval: explanation, then the application with a licence image', async ({ page }) => {
  await page.goto('/find-account');
  await expect(page).toHaveURL(/\/find-account\/application$/);
  await page.getByRole('link', { name: '申请找回账号' }).click();
  await expect(page).toHaveURL(/\/find-account\/form$/);

  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入公司名称')).toBeVisible();
  await expect(page.getByText('请输入联系人')).toBeVisible();
  await expect(page.getByText('手机号不能为空')).toBeVisible();
  await expect(page.getByText('请上传公司营业执照')).toBeVisible();

  await page.getByRole('textbox', { name: '公司名称' }).fill('杭州美居装饰工程有限公司');
  await page.getByRole('textbox', { name: '联系人' }).fill('Wang');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('只能输入汉字')).toBeVisible();
  await page.getByRole('textbox', { name: '联系人' }).fill('王美居');
  await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
  await page.getByRole('button', { name: '点击进行智能验证' }).click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);

  await page.getByLabel('营业执照').setInputFiles({ name: 'licence.gif', mimeType: 'image/gif', buffer: Buffer.alloc(400 * 1024) });
  await expect(page.getByText('上传图片必须是JPG/JPEG/PNG 格式!')).toBeVisible();
  await page.getByLabel('营业执照').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: Buffer.alloc(100 * 1024) });
  await expect(page.getByText('上传图片大小不能小于 300k!')).toBeVisible();
  // A real PNG (about 420 KB): the storage host keeps only files whose bytes are JPG or PNG.
  await page.getByLabel('营业执照').setInputFiles(pngFile('licence.png', 200, 700));
  await expect(page.getByRole('img', { name: '营业执照预览' })).toBeVisible();

  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
