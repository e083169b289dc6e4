import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../../src/domain/common/schema';
import { HonorForm } from '../../../src/domain/honor/honor-form';
import { BannerFields } from '../../../src/domain/banner/banner-form';
import { ArticleForm } from '../../../src/domain/article/article-form';
import { CompanyForm } from '../../../src/domain/company/company-profile';
import { SubAccountName } from '../../../src/domain/sub-account/sub-account-form';
import { FeedbackForm } from '../../../src/domain/feedback/feedback-form';
import { useMockApi } from './mock-server-fixture';

/** Issue 60: control characters were stored as sent; every text field now refuses them, with a message. */
const CONTROLS: [string, string][] = [
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
  ['RLO', '\u202e'],
  ['a zero-width space', '\u200b'],
  ['a zero-width joiner', '\u200d'],
  ['U+2028', '\u2028'],
  ['a lone high surrogate', '\ud83d'],
  ['a lone low surrogate', '\ude00'],
];

describe('the rule', () => {
  it.each(CONTROLS)('finds %s', (_name, c) => expect(hasControlCharacters(`装修${c}公司`, true)).toBe(true));
  it('takes line breaks in a text area only, and a whole emoji anywhere', () => {
    expect(hasControlCharacters('第一行\r\n第二行', true)).toBe(false);
    expect(hasControlCharacters('第一行\r\n第二行')).toBe(true);
    expect(hasControlCharacters('装修😀公司 A-1')).toBe(false);
  });
});

const messagesOf = (schema: v.GenericSchema, value: unknown) => (v.safeParse(schema, value).issues ?? []).map((i) => i.message);

describe('the forms (and the use cases, which parse the same schemas)', () => {
  it.each(CONTROLS)('refuse %s in every text field with the message', (_name, c) => {
    expect(messagesOf(HonorForm.entries.title, `省级优秀${c}装饰企业`)).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(BannerFields.entries.title, `夏季${c}促销`)).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(ArticleForm.entries.title, `厨房装修的${c}五个细节`)).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(CompanyForm.entries.slogan, `用心装好${c}每一个家`)).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(SubAccountName, `吴${c}设计`)).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(FeedbackForm.entries.report_content, `希望订单${c}列表可以筛选`)).toContain(CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuse a line break in a single-line field, take it in a text area', () => {
    expect(messagesOf(BannerFields.entries.title, '夏季\r\n促销')).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(CompanyForm.entries.slogan, '用心\n装好')).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(FeedbackForm.entries.report_content, '第一行\n第二行')).toEqual([]);
    expect(messagesOf(CompanyForm.entries.intro, '第一行\r\n第二行')).toEqual([]);
  });
});

describe('the mock', () => {
  const mock = useMockApi();
  const WRITES: [string, string, string, Record<string, unknown>, string][] = [
    ['an honour title', 'POST', '/account/honors', { title: '省级优秀装饰企业', photoOne: 'honor/1700000000000-abc.png', photoTwo: '', photoThree: '' }, 'title'],
    ['a banner title', 'POST', '/banners/companies', { slide: 'slide/1700000000000-abc.png', title: '夏季促销', first: 'company', second: 'home', third: '', posAbbr: 'TJW_ZXGS_INDEX', pos: 1062, beginTime: '2099-01-01 00:00:00', endTime: '2099-01-30 23:59:59' }, 'title'],
    ['an article title', 'POST', '/companies/articles', { title: '厨房装修的五个细节', description: '橱柜、水槽和插座位置的经验', category_id: 11, cover: 'article/1700000000000-c1.png', content: '<p>水电点位</p>' }, 'title'],
    ['the profile slogan', 'PUT', '/account/company-profile', { name: '杭州美居装饰工程有限公司', abbr: '美居装饰', contact: '王美居', inform_phone: '13800000001', creditCode: '91330106MA2B3C4D5E', locationId: 330106, slogan: '用心装好每一个家', market_tel: '4008001234', tel: '057188886666', qq: '800012345', addr: '杭州市西湖区文三路 100 号', intro: '', logo: 'logo/fixture-logo.png', businessLicense: 'license/fixture-licence.png', companyStatus: 1 }, 'slogan'],
    ['a sub-account name', 'POST', '/users/sub-account', { name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer', permission_list: [120, 220, 320, 530] }, 'name'],
    ['feedback', 'POST', '/app/report', { name: '王美居', phone: '13800000001', report_content: '希望订单列表可以按小区筛选。' }, 'report_content'],
  ];

  it.each(WRITES)('refuses control characters in %s, and stores nothing', async (_name, method, path, body, field) => {
    const clean = await mock.call(method, path, 'merchant', body);
    expect(clean.msg).not.toContain(CONTROL_CHARACTERS_MESSAGE);
    for (const [name, c] of CONTROLS) {
      const value = String(body[field]);
      const refused = await mock.call(method, path, 'merchant', { ...body, [field]: `${value.slice(0, 2)}${c}${value.slice(2)}` });
      expect(refused, name).toMatchObject({ status: 400, code: 400, msg: `${CONTROL_CHARACTERS_MESSAGE}：${field}` });
    }
  });

  it('refuses a line break in a single-line title', async () => {
    const [, method, path, body] = WRITES[1];
    expect(await mock.call(method, path, 'merchant', { ...body, title: '夏季\r\n促销' })).toMatchObject({ status: 400 });
  });
});
