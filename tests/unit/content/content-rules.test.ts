import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  TITLE_LENGTH_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  UNCHANGED_MESSAGE,
  atLeast,
  contentTitle,
  coverTypeCheck,
  fieldCheck,
  htmlBody,
  isBlankHtml,
  sendsTheSame,
  storedKey,
} from '../../../src/domain/content/content-form';
import {
  ONLY_NOT_PASSED,
  REVIEW_STATUS,
  REVIEW_TABS,
  isNotPassed,
  reviewStatusLabel,
} from '../../../src/domain/content/review-status';
import { toDate } from '../../../src/domain/content/time';
import { PROFILE_CONTACT_PROMPT, hasProfileContact } from '../../../src/domain/content/profile-contact';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../src/domain/common/schema';
import { FROZEN_COMPANY_STATUS, FROZEN_MESSAGE, isFrozen, isGroup, isSub, level } from '../../../src/domain/content/actor';
import { ACTORS } from '../../fakes/content-actors';

const issues = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.map((i) => i.message) ?? [];

describe('the content messages', () => {
  it('are the spec texts', () => {
    expect(TITLE_LENGTH_MESSAGE).toBe('长度在 6 到 40 个字符');
    expect(TITLE_REQUIRED_MESSAGE).toBe('请输入标题');
    expect(UNCHANGED_MESSAGE).toBe('您没有修改任何内容');
    expect(ONLY_NOT_PASSED).toEqual({
      edit: '只有未通过状态才能编辑，其他状态不能编辑操作!',
      delete: '只有未通过状态才能删除，其他状态不能删除操作!',
    });
    expect(PROFILE_CONTACT_PROMPT).toEqual({ text: '你还没有完善企业信息', stay: '再看看', complete: '去完善', completePath: '/personal/enterpriseInfo' });
  });
});

describe('a content title', () => {
  const title = contentTitle('请填写标题');

  it('is required, trimmed, 6 to 40 characters as the user sees them, plain text', () => {
    expect(issues(title, '   ')).toEqual(['请填写标题', TITLE_LENGTH_MESSAGE]);
    expect(issues(title, ' 五个字标题 ')).toEqual([TITLE_LENGTH_MESSAGE]);
    expect(issues(title, ' 六个字的标题 ')).toEqual([]);
    expect(v.parse(title, ' 六个字的标题 ')).toBe('六个字的标题');
    expect(issues(title, '题'.repeat(40))).toEqual([]);
    expect(issues(title, '题'.repeat(41))).toEqual([TITLE_LENGTH_MESSAGE]);
    expect(issues(title, '六个字的\u0007标题')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('counts an emoji as one character', () => {
    expect(issues(v.pipe(v.string(), atLeast(3, '太短')), '😀😀')).toEqual(['太短']);
    expect(issues(v.pipe(v.string(), atLeast(3, '太短')), '😀😀😀')).toEqual([]);
  });
});

describe('an editor body', () => {
  it('is blank with no text, no image and no video', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; \u00a0</p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>正文</p>')).toBe(false);
    expect(isBlankHtml('<p>a&nbsp;</p>')).toBe(false);
    expect(isBlankHtml('<P><IMG src="/a.png"></P>')).toBe(false);
    expect(isBlankHtml('<video src="/a.mp4"></video>')).toBe(false);
    expect(isBlankHtml('<iframe src="https://v.qq.com/x"></iframe>')).toBe(false);
    expect(isBlankHtml('<table><tr><td></td></tr></table>')).toBe(false);
    // A tag whose name only starts like a media tag is no media.
    expect(isBlankHtml('<imgx></imgx>')).toBe(true);
  });

  it('says its message when blank', () => {
    expect(issues(htmlBody('请输入内容'), '<p> </p>')).toEqual(['请输入内容']);
    expect(issues(htmlBody('请输入内容'), '<p>正文</p>')).toEqual([]);
  });
});

describe('a stored image key', () => {
  it('is required', () => {
    expect(issues(storedKey('请上传封面'), '')).toEqual(['请上传封面']);
    expect(issues(storedKey('请上传封面'), 'article/1.png')).toEqual([]);
  });
});

describe('a picked cover', () => {
  const check = coverTypeCheck('格式不对');
  it('is JPG, JPEG or PNG by its type, or by its name when the browser gives none; its size is not checked here', () => {
    expect(check({ type: 'image/png', name: 'a.png' })).toBeNull();
    expect(check({ type: 'image/jpeg' })).toBeNull();
    expect(check({ type: 'image/gif', name: 'a.gif' })).toBe('格式不对');
  });
});

describe('an unchanged edit', () => {
  it('sends the same payload as the original read back into the form', () => {
    const same = sendsTheSame(
      (values: { title: string }) => ({ title: values.title.trim() }),
      (original: { name: string }) => ({ title: original.name }),
    );
    expect(same({ title: ' 标题 ' }, { name: '标题' })).toBe(true);
    expect(same({ title: '新标题' }, { name: '标题' })).toBe(false);
  });
});

describe('a whole-form check', () => {
  const schema = v.pipe(
    v.object({ begin: v.string(), end: v.pipe(v.string(), v.minLength(1, '请选择结束日期')) }),
    fieldCheck('end', (values: { begin: string; end: string }) => (values.end < values.begin ? '结束早于开始' : null)),
  );
  it('puts its message on its field, and runs only on values of the right types', () => {
    const result = v.safeParse(schema, { begin: '2024-06-01', end: '2024-05-01' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['end', '结束早于开始']]);
    expect(v.safeParse(schema, { begin: '2024-05-01', end: '2024-06-01' }).success).toBe(true);
    expect(issues(schema, { begin: '2024-06-01', end: '' })).toEqual(['请选择结束日期', '结束早于开始']);
    const always = v.pipe(v.object({ end: v.string() }), fieldCheck('end', () => '总是提示'));
    expect(issues(always, { end: '2024-06-01' })).toEqual(['总是提示']);
    expect(issues(always, { end: 20240601 })).toHaveLength(1);
    expect(issues(always, { end: 20240601 })).not.toContain('总是提示');
  });
});

describe('the review status', () => {
  it('labels each status and reads 未通过 alone as not passed', () => {
    expect(REVIEW_STATUS).toEqual({ deleted: 0, passed: 1, pending: 2, notPassed: 3 });
    expect([0, 1, 2, 3, 4].map(reviewStatusLabel)).toEqual(['已删除', '已通过', '待审核', '未通过', '']);
    expect([0, 1, 2, 3].map(isNotPassed)).toEqual([false, false, false, true]);
  });

  it('gives the list tabs, 全部 with no status', () => {
    expect(REVIEW_TABS).toEqual([
      { label: '全部', status: undefined },
      { label: '已通过', status: 1 },
      { label: '待审核', status: 2 },
      { label: '未通过', status: 3 },
    ]);
  });
});

describe('a timestamp', () => {
  it('reads seconds, milliseconds and date text, and nothing from nothing', () => {
    expect(toDate(1716163200)).toEqual(new Date('2024-05-20T00:00:00Z'));
    expect(toDate('1716163200')).toEqual(new Date('2024-05-20T00:00:00Z'));
    expect(toDate(1716163200000)).toEqual(new Date('2024-05-20T00:00:00Z'));
    expect(toDate(999_999_999_999)).toEqual(new Date(999_999_999_999_000));
    expect(toDate(1_000_000_000_000)).toEqual(new Date(1_000_000_000_000));
    expect(toDate('2024-05-20 08:00:00')).toEqual(new Date('2024-05-20T08:00:00'));
    expect(toDate('不是时间')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});

describe("the profile's contact", () => {
  it('is there when it holds more than spaces', () => {
    expect(hasProfileContact({ contact: '张三' })).toBe(true);
    expect(hasProfileContact({ contact: '  ' })).toBe(false);
    expect(hasProfileContact({ contact: null })).toBe(false);
    expect(hasProfileContact({})).toBe(false);
  });
});

describe('the content actor', () => {
  it('is frozen on company status 3 alone', () => {
    expect(FROZEN_COMPANY_STATUS).toBe(3);
    expect(FROZEN_MESSAGE).toBe('您的公司账号为冻结状态，无法操作');
    expect([1, 2, 3, undefined].map((companyStatus) => isFrozen({ ...ACTORS.merchant, companyStatus }))).toEqual([false, false, true, false]);
  });

  it('knows group and sub-accounts by their role', () => {
    expect([ACTORS.merchant, ACTORS.group, ACTORS.designer].map(isGroup)).toEqual([false, true, false]);
    expect([ACTORS.merchant, ACTORS.group, ACTORS.designer].map(isSub)).toEqual([false, false, true]);
  });

  it("reads a sub-account's level from its permissions, and gives main and group accounts 2", () => {
    expect(level(ACTORS.viewer, 'rendering')).toBe(0);
    expect(level(ACTORS.viewer, 'article')).toBe(1);
    expect(level(ACTORS.designer, 'banner')).toBe(2);
    expect(level(ACTORS.merchant, 'article')).toBe(2);
    expect(level(ACTORS.group, 'rendering')).toBe(2);
  });
});
