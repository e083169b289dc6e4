import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  atMost, choiceRequired, fieldFacts, filled, formErrors, isRequired, limitOf, maxOf, messageOf, parseForm, whenFilled, Phone, WirePhone,
} from '../../../src/domain/common/schema';
import { CityPath } from '../../../src/domain/company/company-profile';
import { SUB_ACCOUNT_MESSAGES, SubAccountTypeField } from '../../../src/domain/sub-account/sub-account-form';

const Contact = v.pipe(v.string(), v.trim(), filled('请输入联系人'), v.regex(/^[\u4e00-\u9fa5]+$/, '只能输入汉字'), atMost(5));
const Form = v.object({ contact: Contact, qq: v.pipe(v.string(), v.trim(), whenFilled(/^\d{5,11}$/, '请输入5到11位数')) });

describe('form schema building blocks', () => {
  it('reads a field’s limit and required mark from its schema', () => {
    expect(fieldFacts(Contact)).toEqual({ maxLength: 5, required: true });
    expect(fieldFacts(Form.entries.qq)).toEqual({ maxLength: undefined, required: false });
    expect(limitOf(v.optional(v.pipe(v.string(), atMost(40))))).toBe(40);
  });

  it('marks a choice as required where its check says so (所在城市, 子账号类型; issue 55)', () => {
    expect(isRequired(v.pipe(v.array(v.number()), v.minLength<number[], 2, string>(2, 'x')))).toBe(false);
    expect(isRequired(v.pipe(v.array(v.number()), choiceRequired(v.minLength<number[], 2, string>(2, 'x'))))).toBe(true);
    expect(isRequired(CityPath)).toBe(true);
    expect(isRequired(SubAccountTypeField)).toBe(true);
    expect(messageOf(SubAccountTypeField, '')).toBe(SUB_ACCOUNT_MESSAGES.typeRequired);
  });

  it('gives the first message in the order of the pipe, counting characters as shown', () => {
    expect(messageOf(Contact, '   ')).toBe('请输入联系人');
    expect(messageOf(Contact, 'ab')).toBe('只能输入汉字');
    expect(messageOf(Contact, '张三李四王五')).toBe('不得超过5个字符');
    expect(messageOf(Contact, ' 张三李四王 ')).toBeNull();
  });

  it('maps a whole form to one message per field and parses trimmed output', () => {
    expect(formErrors(Form, { contact: '', qq: '12' })).toEqual({ contact: '请输入联系人', qq: '请输入5到11位数' });
    expect(formErrors(Form, { contact: '张三', qq: '' })).toEqual({});
    expect(parseForm(Form, { contact: ' 张三 ', qq: '12345' })).toEqual({ ok: true, value: { contact: '张三', qq: '12345' } });
  });

  it('checks a phone in the spec’s order: required, 170/171, format', () => {
    expect(messageOf(Phone, '')).toBe('手机号不能为空');
    expect(messageOf(Phone, '17012345678')).toBe('禁止使用170、171号段手机');
    expect(messageOf(Phone, '12345678901')).toBe('请输入正确的手机号');
    expect(messageOf(Phone, '13812345678')).toBeNull();
    expect(v.is(WirePhone, '17112345678')).toBe(false);
  });

  it('reads the limit and the required mark from the blocks built inside the test', () => {
    // Built here rather than when the file loads, so that the blocks' own code runs in the test.
    const name = v.pipe(v.string(), v.trim(), filled('required'), atMost(6));
    expect(fieldFacts(name)).toEqual({ maxLength: 6, required: true });
    expect(messageOf(name, ' ')).toBe('required');
    const code = v.pipe(v.string(), whenFilled(/^\d{6}$/, 'six digits'));
    expect(messageOf(code, '')).toBeNull();
    expect(messageOf(code, '12345')).toBe('six digits');
    expect(messageOf(code, '123456')).toBeNull();
  });

  it('reads valibot length limits, and no limit from a minimum', () => {
    expect(limitOf(v.pipe(v.string(), v.maxLength(12)))).toBe(12);
    expect(limitOf(v.pipe(v.string(), v.maxGraphemes(8)))).toBe(8);
    expect(limitOf(v.pipe(v.string(), v.minLength(3)))).toBeUndefined();
    expect(limitOf(v.pipe(v.string(), v.minLength(3), v.maxLength(9)))).toBe(9);
    expect(maxOf(v.pipe(v.string(), v.maxLength(12)))).toBe(12);
  });

  it('reads the limit and the required mark through a pipe inside a pipe', () => {
    const inner = v.pipe(v.string(), v.trim(), filled('required'), atMost(7));
    const outer = v.pipe(inner, v.regex(/^\S*$/, 'no spaces'));
    expect(fieldFacts(outer)).toEqual({ maxLength: 7, required: true });
    expect(fieldFacts(v.optional(outer))).toEqual({ maxLength: 7, required: true });
  });

  it('reads no limit and no required mark from a schema without a pipe, and says a counter needs one', () => {
    expect(fieldFacts(v.string())).toEqual({ maxLength: undefined, required: false });
    expect(() => maxOf(v.string())).toThrow();
    expect(() => maxOf(v.pipe(v.string(), v.trim()))).toThrow();
  });

  it('marks the non-empty check of valibot as required', () => {
    expect(isRequired(v.pipe(v.string(), v.nonEmpty('required')))).toBe(true);
    expect(isRequired(v.pipe(v.string(), v.trim()))).toBe(false);
  });
});
