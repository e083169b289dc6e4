import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, SMS_CODE, expect, test, useDemoSession } from './support';
import { beijingDay } from '../../src/domain/common/beijing-day';
import { pngFile } from './content-images';
import { row as orderRow, searchOrder } from './orders-support';

/**
 * Every form the client or the server can refuse on submit, through the real app and the mock:
 * refused (the spec's message shows), corrected (the message clears), sent (one request, and the
 * success the spec names). A form that stays refused after a correction, or needs a second click,
 * fails here (issue 43: registration after 20102, account recovery after a bad phone, a
 * sub-account after an empty 提交). So did editing the demo designer's name: the mock refused the
 * permissions it already had, which differ from the Designer preset.
 */
interface Case {
  form: string;
  /** A demo account to sign in as; none for the screens before sign-in. */
  account?: string;
  /** Opens the form and fills it, with one value the client or the mock refuses. */
  open: (page: Page) => Promise<void>;
  /** Sends the form. */
  submit: (page: Page) => Promise<void>;
  /** What meets the refusal, when it is not the submit (a phone checked on 获取验证码). */
  refuse?: (page: Page) => Promise<void>;
  /** The spec's message for the refused value. */
  refused: string;
  /** Corrects the refused value. */
  correct: (page: Page) => Promise<void>;
  /** The one request a corrected submit sends. */
  sends: { method: string; path: string | RegExp };
  /** What the merchant sees once it is saved. */
  sent: (page: Page) => Promise<void>;
  /** What the refusal logs as a console error (a 4xx the browser reports). */
  logs?: RegExp;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const click = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const toast = (text: string) => (page: Page) => expect(page.getByText(text, { exact: true })).toBeVisible();
const tick = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

/** The menu guide of normal accounts is another test's subject; signed in by hand, it is marked seen. */
const skipGuide = (page: Page, userId: number) => page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), userId);

// The mock's and the app's day rules count Beijing's days.
const day = (n: number) => beijingDay(new Date(), n);

/** A new company banner, complete but for one day, typed by hand. */
async function newBanner(page: Page, begin: string, end: string) {
  await page.goto('/personal/homepageadd');
  await page.getByRole('textbox', { name: '标题' }).fill('夏季家装节');
  await page.getByLabel('选择图片').setInputFiles(pngFile('summer.png', 500, 400));
  await expect(page.getByRole('img', { name: '轮播图预览' })).toBeVisible();
  await page.getByLabel('开始日期').fill(begin);
  await page.getByLabel('结束日期').fill(end);
}

const bannerSaved = async (page: Page) => {
  await toast('添加成功')(page);
  await expect(page).toHaveURL(/\/personal\/slideshow$/);
};

async function smartCaptchaAndCode(page: Page) {
  await page.getByRole('button', { name: '点击进行智能验证' }).click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
}

const CASES: Case[] = [
  {
    form: '注册 (20102 验证码错误)',
    open: async (page) => {
      await page.goto('/register');
      await textbox(page, '手机号').fill('13900000022');
      await textbox(page, '验证码').fill('000000');
      await page.getByLabel('密码', { exact: true }).fill('Abcd1234');
      await page.getByLabel('确认密码').fill('Abcd1234');
      await page.getByLabel('省份').selectOption({ label: '江苏省' });
      await page.getByLabel('城市').selectOption({ label: '苏州市' });
      await page.getByLabel('区县').selectOption({ label: '姑苏区' });
      await page.getByText('我已阅读并同意').click();
    },
    submit: click('注册'),
    refused: '验证码错误',
    correct: (page) => textbox(page, '验证码').fill(SMS_CODE),
    sends: { method: 'POST', path: '/v2/users/register' },
    sent: async (page) => {
      await toast('操作成功')(page);
      await expect(page).toHaveURL(/\/login$/);
    },
  },
  {
    form: '找回账号 (请填写正确的手机号)',
    open: async (page) => {
      await page.goto('/find-account/form');
      await textbox(page, '公司名称').fill('杭州美居装饰工程有限公司');
      await textbox(page, '联系人').fill('王美居');
      await page.getByLabel('营业执照').setInputFiles(pngFile('licence.png', 200, 700));
      await expect(page.getByRole('img', { name: '营业执照预览' })).toBeVisible();
      await page.getByRole('button', { name: '点击进行智能验证' }).click();
      await expect(page.getByText('验证通过')).toBeVisible();
      await textbox(page, '手机号').fill('10012345678');
      await textbox(page, '手机号').blur();
    },
    refuse: click('获取验证码'),
    submit: click('提交申请'),
    refused: '请填写正确的手机号',
    correct: async (page) => {
      await textbox(page, '手机号').fill('13800000001');
      // A refused send resets the captcha.
      await smartCaptchaAndCode(page);
      await textbox(page, '验证码').fill(SMS_CODE);
    },
    sends: { method: 'POST', path: '/v2/users/find-account' },
    sent: async (page) => {
      await toast('提交成功')(page);
      await expect(page).toHaveURL(/\/login$/);
    },
  },
  {
    form: '添加子账号 (an empty 提交 first)',
    account: 'merchant',
    open: (page) => page.goto('/personal/accountAdd').then(() => expect(textbox(page, '姓名')).toBeVisible()),
    submit: click('提交'),
    // The code's own check also runs on blur: its message must clear while the corrected field
    // still has the focus, or it vanishes under the click on 提交 and the button moves away.
    refused: '请输入验证码',
    correct: async (page) => {
      await textbox(page, '姓名').fill('吴设计');
      await textbox(page, '手机号').fill('13912340001');
      await textbox(page, '密码').fill('Design2024');
      await textbox(page, '确认密码').fill('Design2024');
      await tick(page, '设计师');
      await smartCaptchaAndCode(page);
      await textbox(page, '验证码').fill(SMS_CODE);
    },
    sends: { method: 'POST', path: '/v2/users/sub-account' },
    sent: async (page) => {
      await toast('已成功添加!')(page);
      await expect(page).toHaveURL(/\/personal\/accountlist$/);
    },
  },
  {
    form: '公司首页轮播图 (a start typed three days ago)',
    account: 'merchant',
    open: (page) => newBanner(page, day(-3), day(30)),
    submit: click('提交'),
    refused: '所选开始时间不能小于现在时间，请重新选择',
    correct: (page) => page.getByLabel('开始日期').fill(day(2)),
    sends: { method: 'POST', path: '/v2/banners/companies' },
    sent: bannerSaved,
  },
  {
    form: '公司首页轮播图 (an end typed after the slider period)',
    account: 'merchant',
    // The demo company's slider period ends 365 days after the reset.
    open: (page) => newBanner(page, day(2), day(400)),
    submit: click('提交'),
    refused: '所选结束时间不能大于服务结束时间，请重新选择',
    correct: (page) => page.getByLabel('结束日期').fill(day(30)),
    sends: { method: 'POST', path: '/v2/banners/companies' },
    sent: bannerSaved,
  },
  {
    form: '账号登录 (用户名或密码错误)',
    open: async (page) => {
      await skipGuide(page, 1001);
      await page.goto('/login');
      await page.getByRole('tab', { name: '账号登录' }).click();
      await textbox(page, '用户名').fill('merchant');
      await page.getByLabel('密码', { exact: true }).fill('Wrong1234');
    },
    submit: click('登录'),
    refused: '用户名或密码错误',
    logs: /status of 400 .*\/v2\/oauth\/token/,
    correct: (page) => page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD),
    sends: { method: 'POST', path: '/v2/oauth/token' },
    sent: (page) => expect(page).toHaveURL(/\/$/),
  },
  {
    form: '快捷登录 (验证码错误)',
    open: async (page) => {
      await skipGuide(page, 1001);
      await page.goto('/login');
      await textbox(page, '手机号').fill('13800000001');
      await smartCaptchaAndCode(page);
      await textbox(page, '验证码').fill('000000');
    },
    submit: click('登录'),
    refused: '验证码错误',
    logs: /status of 400 .*\/v2\/oauth\/token/,
    correct: (page) => textbox(page, '验证码').fill(SMS_CODE),
    sends: { method: 'POST', path: '/v2/oauth/token' },
    sent: (page) => expect(page).toHaveURL(/\/$/),
  },
  {
    form: '修改密码 普通修改 (当前密码错误)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/changePwd');
      await page.getByRole('tab', { name: '普通修改' }).click();
      const panel = page.getByRole('tabpanel', { name: '普通修改' });
      await panel.getByRole('textbox', { name: '当前密码', exact: true }).fill('Wrong1234');
      await panel.getByRole('textbox', { name: '新密码', exact: true }).fill('Newpass124');
      await panel.getByRole('textbox', { name: '确认密码', exact: true }).fill('Newpass124');
    },
    submit: (page) => page.getByRole('tabpanel', { name: '普通修改' }).getByRole('button', { name: '确认修改' }).click(),
    refused: '当前密码错误',
    correct: (page) => page.getByRole('tabpanel', { name: '普通修改' }).getByRole('textbox', { name: '当前密码', exact: true }).fill(DEMO_PASSWORD),
    sends: { method: 'POST', path: '/v2/users/security/modify-password' },
    sent: async (page) => {
      await toast('修改成功!')(page);
      await expect(page).toHaveURL(/\/login$/);
    },
  },
  {
    form: '意见反馈 (联系人 not Chinese)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/feedback');
      await textbox(page, '联系人').fill('Wang');
      await textbox(page, '手机号').fill('13800000001');
      await textbox(page, '反馈内容').fill('希望订单列表可以按小区筛选。');
    },
    submit: click('提交'),
    refused: '只能输入汉字',
    correct: (page) => textbox(page, '联系人').fill('王美居'),
    sends: { method: 'POST', path: '/v2/app/report' },
    sent: async (page) => {
      await toast('提交成功')(page);
      await expect(textbox(page, '联系人')).toHaveValue('');
    },
  },
  {
    form: '企业信息 (联系人 not Chinese)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/enterpriseInfo');
      await page.getByLabel('联系人').fill('Tom');
    },
    submit: click('提交'),
    refused: '只能输入汉字',
    correct: (page) => page.getByLabel('联系人').fill('李美居'),
    sends: { method: 'PUT', path: '/v2/account/company-profile' },
    sent: toast('提交成功'),
  },
  {
    form: '集团信息 (公司地址 empty)',
    account: 'group',
    open: async (page) => {
      await page.goto('/personal/groupInfo');
      await page.getByLabel('公司简称').fill('华居装饰集团总部');
      await page.getByLabel('公司地址').fill('');
    },
    submit: click('提交'),
    refused: '请输入公司地址',
    correct: (page) => page.getByLabel('公司地址').fill('上海市浦东新区世纪大道 100 号'),
    sends: { method: 'PUT', path: '/v2/account/company-profile' },
    sent: toast('提交成功'),
  },
  {
    form: '荣誉资质 添加 (a title of two characters)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/honor');
      await click('添加荣誉资质')(page);
      const dialog = page.getByRole('dialog', { name: '添加荣誉资质' });
      await dialog.getByRole('textbox', { name: '标题' }).fill('荣誉');
      await dialog.getByLabel('选择图片').setInputFiles(pngFile('honour.png', 380, 380));
      await expect(dialog.getByRole('img', { name: '已选图片1' })).toBeVisible();
    },
    submit: (page) => page.getByRole('dialog', { name: '添加荣誉资质' }).getByRole('button', { name: '提交' }).click(),
    refused: '标题不得少于3个字',
    correct: (page) => page.getByRole('dialog', { name: '添加荣誉资质' }).getByRole('textbox', { name: '标题' }).fill('省级优秀装饰企业'),
    sends: { method: 'POST', path: '/v2/account/honors' },
    sent: async (page) => {
      await toast('添加成功')(page);
      await expect(page.getByRole('article', { name: '省级优秀装饰企业' }).getByText('待审核')).toBeVisible();
    },
  },
  {
    form: '优惠活动 新增 (an end before the start)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/promotionsadd');
      await page.getByLabel('活动标题').fill('春季家装节限时优惠活动');
      await page.getByLabel('活动封面').setInputFiles(pngFile('poster.png', 500, 300));
      await expect(page.getByRole('img', { name: '活动封面预览' })).toBeVisible();
      await page.getByLabel('正文').click();
      await page.keyboard.type('活动期间到店签约，立享全屋八五折。');
      await page.getByLabel('开始日期').fill(day(5));
      await page.getByLabel('结束日期').fill(day(3));
    },
    // The dates are checked as they are typed; 提交 waits for a valid form.
    refuse: (page) => page.getByLabel('结束日期').blur(),
    submit: click('提交'),
    refused: '所选结束时间不能小于开始时间，请重新选择',
    correct: (page) => page.getByLabel('结束日期').fill(day(30)),
    sends: { method: 'POST', path: '/v2/companies/promotional' },
    sent: async (page) => {
      await toast('提交成功')(page);
      await expect(page).toHaveURL(/\/personal\/promotions$/);
    },
  },
  {
    form: '优惠活动 编辑 (nothing changed)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/promotions');
      await page.getByRole('tab', { name: '未通过' }).click();
      await page.getByRole('row').filter({ hasText: '签约即送全套智能门锁活动' }).getByRole('button', { name: '编辑' }).click();
      await expect(page.getByRole('heading', { name: '编辑优惠活动' })).toBeVisible();
      await expect(page.getByLabel('活动标题')).toHaveValue('签约即送全套智能门锁活动');
    },
    submit: click('提交'),
    refused: '您没有修改任何内容',
    correct: (page) => page.getByLabel('活动标题').fill('签约即送全套智能门锁（加赠）'),
    sends: { method: 'PUT', path: /^\/v2\/companies\/promotional\/\d+$/ },
    sent: async (page) => {
      await toast('修改成功!')(page);
      await expect(page).toHaveURL(/\/personal\/promotions$/);
    },
  },
  {
    form: '文章 编辑 (nothing changed)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/article');
      await page.getByRole('tab', { name: '未通过' }).click();
      await page.getByRole('article', { name: '瓷砖选购避坑指南大全' }).getByRole('button', { name: '编辑' }).click();
      await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
      await expect(page.getByLabel('文章标题')).toHaveValue('瓷砖选购避坑指南大全');
    },
    submit: click('发布'),
    refused: '您没有修改任何内容',
    correct: (page) => page.getByLabel('文章标题').fill('瓷砖选购避坑指南大全（修订）'),
    sends: { method: 'PUT', path: /^\/v2\/companies\/articles\/\d+$/ },
    sent: async (page) => {
      await toast('修改成功!')(page);
      await expect(page).toHaveURL(/\/article$/);
    },
  },
  {
    form: '城市首页轮播图 新增 (the desktop placement is full: 20710)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/cityHomeadd');
      await page.getByRole('radio', { name: '电脑端' }).check();
      await page.getByRole('textbox', { name: '标题' }).fill('城市首页春季活动');
      await page.getByLabel('开始日期').fill(day(2));
      await page.getByLabel('结束日期').fill(day(30));
      await page.getByRole('combobox', { name: '跳转目标' }).selectOption({ label: '优惠活动' });
      await page.getByLabel('选择图片').setInputFiles(pngFile('city.png', 500, 400));
      await expect(page.getByRole('img', { name: '轮播图预览' })).toBeVisible();
    },
    submit: click('提交'),
    refused: '该公司的电脑端城市首页已达上限',
    correct: (page) => page.getByRole('radio', { name: '手机端' }).check(),
    sends: { method: 'POST', path: '/v2/banners/companies' },
    sent: async (page) => {
      await toast('添加成功')(page);
      await expect(page).toHaveURL(/\/personal\/slideshow/);
    },
  },
  {
    form: '子账号 编辑 (an empty name)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/accountAdd?id=1002');
      await expect(page.getByRole('heading', { name: '编辑子账号' })).toBeVisible();
      await expect(textbox(page, '姓名')).not.toHaveValue('');
      await textbox(page, '姓名').fill('');
    },
    refuse: (page) => textbox(page, '姓名').blur(),
    submit: click('提交'),
    refused: '请输入姓名!',
    correct: (page) => textbox(page, '姓名').fill('赵观察员'),
    sends: { method: 'PUT', path: /^\/v2\/users\/sub-account\/\d+$/ },
    sent: async (page) => {
      await toast('修改成功!')(page);
      await expect(page).toHaveURL(/accountlist$/);
    },
  },
  {
    form: '文章 发布 (a description of one character)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/article/add');
      await page.getByLabel('文章标题').fill('厨房装修的五个细节');
      await page.getByLabel('文章类别').selectOption({ label: '材料选购' });
      await page.getByLabel('文章封面').setInputFiles(pngFile('cover.png', 490, 294));
      await expect(page.getByRole('img', { name: '文章封面预览' })).toBeVisible();
      await page.getByLabel('正文').click();
      await page.keyboard.type('厨房装修要先定水电点位，再选橱柜。');
      await page.getByLabel('文章描述').fill('短');
    },
    refuse: (page) => page.getByLabel('文章描述').blur(),
    submit: click('发布'),
    refused: '长度在 6 到 300 个字符',
    correct: (page) => page.getByLabel('文章描述').fill('橱柜、水槽和插座位置的经验总结'),
    sends: { method: 'POST', path: '/v2/companies/articles' },
    sent: async (page) => {
      await toast('提交成功')(page);
      await expect(page).toHaveURL(/\/article$/);
    },
  },
  {
    form: '效果图 创建 (a title with a space)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/picture/create');
      await page.getByRole('combobox', { name: '户型', exact: true }).selectOption({ label: '三居' });
      await page.getByRole('combobox', { name: '风格', exact: true }).selectOption({ label: '北欧' });
      await page.getByLabel('组图简介').fill('三口之家，北欧原木风');
      await page.getByLabel('选择图片').setInputFiles([1, 2, 3, 4, 5].map((n) => pngFile(`room-${n}.png`, 200, 700)));
      await expect(page.getByRole('group', { name: '第5张图片' })).toBeVisible();
      await page.getByLabel('组图标题').fill('滨江 样板间现代');
    },
    refuse: (page) => page.getByLabel('组图标题').blur(),
    submit: click('提交'),
    refused: '*不可使用除-和_以及㎡以外的特殊字符',
    correct: (page) => page.getByLabel('组图标题').fill('滨江样板间现代简约_120㎡'),
    sends: { method: 'POST', path: '/v2/albums' },
    sent: async (page) => {
      await expect(page.getByText('创建成功!')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/picture$/);
    },
  },
  {
    form: '写反馈 (an empty 提交)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/order');
      await orderRow(page, 501002).getByRole('button', { name: '写反馈' }).click();
    },
    submit: (page) => page.getByRole('dialog', { name: '填写反馈' }).getByRole('button', { name: '提交' }).click(),
    refused: '请填写关于此订单的状态反馈',
    correct: (page) => page.getByRole('dialog', { name: '填写反馈' }).getByRole('button', { name: '已量房' }).click(),
    sends: { method: 'POST', path: '/v2/orders/501002/feedbacks' },
    sent: async (page) => {
      await toast('发表反馈成功')(page);
      await expect(orderRow(page, 501002).getByTestId('order-status')).toHaveText('已量房');
    },
  },
  {
    form: '申诉 (no 申诉说明)',
    account: 'merchant',
    open: async (page) => {
      // 501012: 交定金, accepted 16.5 days ago, never appealed, 50 yuan.
      await page.goto('/order');
      await searchOrder(page, 501012);
      await orderRow(page, 501012).getByRole('button', { name: '申诉' }).click();
      await page.getByRole('dialog', { name: '订单申诉' }).getByRole('radio', { name: '返单' }).check();
    },
    submit: (page) => page.getByRole('dialog', { name: '订单申诉' }).getByRole('button', { name: '提交' }).click(),
    refused: '请填写申诉说明',
    correct: (page) => page.getByRole('dialog', { name: '订单申诉' }).getByLabel('申诉说明').fill('业主已与其他装修公司签约，申请返单。'),
    sends: { method: 'PUT', path: '/v2/account/fin-payment-complaint/501012' },
    sent: toast('申请成功'),
  },
  {
    form: '绑定设置 换绑手机 (20101 该手机号已注册)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/bindingSet');
      await click('下一步')(page);
      await smartCaptchaAndCode(page);
      await textbox(page, '验证码').fill(SMS_CODE);
      await click('下一步')(page);
      // designer's phone: registered already, which only the server knows
      await textbox(page, '新手机号').fill('13800000002');
      await smartCaptchaAndCode(page);
      await textbox(page, '验证码').fill(SMS_CODE);
    },
    submit: click('下一步'),
    refused: '该手机号已注册',
    correct: (page) => textbox(page, '新手机号').fill('13912345678'),
    sends: { method: 'POST', path: '/v2/users/security/unbind-mobile' },
    sent: (page) => expect(page.getByRole('tabpanel', { name: '手机绑定' }).getByRole('status')).toContainText('绑定成功！'),
  },
  {
    form: '注销账号 (20102 验证码错误 on 确认注销)',
    account: 'newco',
    open: async (page) => {
      await page.goto('/personal/deprecated');
      await click('下一步')(page);
      await click('下一步')(page);
      await smartCaptchaAndCode(page);
      await textbox(page, '验证码').fill('000000');
      await click('下一步')(page);
    },
    submit: click('确认注销'),
    refused: '验证码错误',
    correct: async (page) => {
      await click('上一步')(page);
      await textbox(page, '验证码').fill(SMS_CODE);
      await click('下一步')(page);
      await expect(page.getByRole('button', { name: '确认注销' })).toBeVisible();
    },
    sends: { method: 'POST', path: '/v2/users/unregister' },
    sent: async (page) => {
      await toast('注销成功')(page);
      await expect(page).toHaveURL(/\/login$/);
    },
  },
  {
    form: '修改密码 快捷修改 (20102 验证码错误)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/changePwd');
      const panel = page.getByRole('tabpanel', { name: '快捷修改' });
      await smartCaptchaAndCode(page);
      await panel.getByRole('textbox', { name: '验证码' }).fill('000000');
      await panel.getByRole('textbox', { name: '新密码', exact: true }).fill('Quick1234');
      await panel.getByRole('textbox', { name: '确认密码', exact: true }).fill('Quick1234');
    },
    submit: (page) => page.getByRole('tabpanel', { name: '快捷修改' }).getByRole('button', { name: '确认修改' }).click(),
    refused: '验证码错误',
    correct: (page) => page.getByRole('tabpanel', { name: '快捷修改' }).getByRole('textbox', { name: '验证码' }).fill(SMS_CODE),
    sends: { method: 'POST', path: '/v2/users/security/modify-password' },
    sent: async (page) => {
      await toast('修改成功!')(page);
      await expect(page).toHaveURL(/\/login$/);
    },
  },
  {
    form: '添加子公司 (20102 at the code)',
    account: 'group',
    open: async (page) => {
      await page.goto('/personal/subsidiary');
      await click('添加子公司')(page);
      await page.getByLabel('公司名称').fill('华居装饰苏州分公司');
      await page.getByLabel('公司别名').fill('华居苏州');
      const region = page.getByRole('group', { name: '所在地区' });
      for (const [level, name] of [['省份', '江苏省'], ['城市', '苏州市'], ['区县', '姑苏区']])
        await region.getByRole('combobox', { name: level }).selectOption({ label: name });
      await page.getByLabel('手机号').fill('13900001234');
      await smartCaptchaAndCode(page);
      await textbox(page, '验证码').fill('000000');
      await page.getByLabel(/^密码\s*\*?$/).fill('abc12345');
      await page.getByLabel('确认密码').fill('abc12345');
    },
    submit: click('提交'),
    refused: '验证码错误，请重新填写',
    correct: (page) => textbox(page, '验证码').fill(SMS_CODE),
    sends: { method: 'POST', path: '/v2/companies/group-children' },
    sent: async (page) => {
      await expect(page).toHaveURL(/\/personal\/subsidiary$/);
      await expect(page.getByRole('cell', { name: '华居装饰苏州分公司' })).toHaveCount(1);
    },
  },
  {
    form: '个人信息 (设计口号 over 15 characters)',
    account: 'designer',
    open: async (page) => {
      await page.goto('/personal/personalInfo');
      await expect(textbox(page, '毕业院校')).toHaveValue('中国美术学院');
      await textbox(page, '设计口号').fill('设计让生活更美好的一句很长的口号');
    },
    submit: click('保存'),
    refused: '设计口号不得超过15个字',
    correct: (page) => textbox(page, '设计口号').fill('让家更懂你'),
    sends: { method: 'PUT', path: /^\/v2\/users\/sub-designer\/\d+$/ },
    sent: toast('修改成功!'),
  },
  {
    form: '强制修改密码 (当前密码错误)',
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('tab', { name: '账号登录' }).click();
      await textbox(page, '用户名').fill('mustchange');
      await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
      await click('登录')(page);
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await dialog.getByLabel('当前密码').fill('Wrong1234');
      await dialog.getByLabel('新密码').fill('Newpass123');
      await dialog.getByLabel('确认密码').fill('Newpass123');
    },
    submit: (page) => page.getByRole('dialog', { name: '修改密码' }).getByRole('button', { name: '确定' }).click(),
    refused: '当前密码错误',
    correct: (page) => page.getByRole('dialog', { name: '修改密码' }).getByLabel('当前密码').fill(DEMO_PASSWORD),
    sends: { method: 'POST', path: '/v2/users/security/modify-password' },
    sent: (page) => expect(page).toHaveURL(/\/$/),
  },
  {
    form: '更新营业执照 (no licence)',
    account: 'merchant',
    open: async (page) => {
      await page.goto('/personal/updateBusinessInfo');
      await page.getByLabel('公司名称').fill('杭州美居装饰集团有限公司');
    },
    submit: click('提交'),
    refused: '请上传公司营业执照',
    correct: async (page) => {
      await page.getByLabel('营业执照', { exact: true }).setInputFiles(pngFile('licence.png', 420, 300));
      await expect(page.getByRole('img', { name: '营业执照预览' })).toBeVisible();
    },
    sends: { method: 'PUT', path: '/v2/account/license' },
    sent: async (page) => {
      await toast('提交成功')(page);
      await expect(page.getByRole('region', { name: '最近提交记录' }).getByRole('listitem').first()).toContainText('杭州美居装饰集团有限公司');
    },
  },
];

/** The final submit: the request it must send, counted from here. */
function countRequests(page: Page, sends: Case['sends']) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === sends.method && (typeof sends.path === 'string' ? path === sends.path : sends.path.test(path))) seen.push(r);
  });
  return seen;
}

for (const c of CASES)
  test(`${c.form}: refused, corrected, sent`, async ({ page, consoleErrors }) => {
    if (c.logs) consoleErrors.allow(c.logs);
    if (c.account) {
      const { user_id } = await useDemoSession(page, c.account);
      await skipGuide(page, user_id);
    }
    await c.open(page);
    await (c.refuse ?? c.submit)(page);
    const message = page.getByText(c.refused, { exact: true });
    await expect(message.first()).toBeVisible();
    await c.correct(page);
    await expect(message).toHaveCount(0);
    const sent = countRequests(page, c.sends);
    await c.submit(page);
    await c.sent(page);
    expect(sent).toHaveLength(1);
  });
