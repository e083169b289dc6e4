import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 45: a field's rule and message is one definition that the form, the use case, the
 * gateway and the mock read. The facts below were each written in several files; each must now
 * stand in exactly one file of src/ and mock-server/ (its definition).
 */
const ROOT = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const FILES = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'mock-server'))].map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

const filesWith = (fact: string) => FILES.filter((f) => f.text.includes(fact)).map((f) => f.path);

const FACTS: [string, string][] = [
  ['the mobile pattern', String.raw`1[3-9]\d{9}`],
  ['the 170/171 segments', '17[01]'],
  ['联系人 required', "'请输入联系人'"],
  ['联系人 Chinese only', "'只能输入汉字'"],
  ['the Chinese-only pattern', String.raw`[\u4e00-\u9fa5]+$`],
  ['the 170/171 message', "'禁止使用170、171号段手机'"],
  ['接单手机号 required', "'请输入接单手机号'"],
  ['公司名称 at most 24', "'限制最多输入24个字数'"],
  ['申诉说明 at most 200', '申诉说明不能超过200字'],
  ['写反馈 content at most 500', '反馈内容不能超过500字'],
  ['申诉 at most 3 images', '图片不能超过3张'],
  ['a title at least 3', '标题不得少于3个字'],
  ['优惠活动 title required', "'请输入优惠活动标题'"],
  ['the new phone of a rebinding', '手机号格式错误，请核对'],
  ['the strong password of registration and sub-accounts', String.raw`(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,20}`],
  ['a password without special characters', '[^A-Za-z0-9]'],
];

describe('facts written once', () => {
  it.each(FACTS)('%s stands in one file', (_name, fact) => {
    const files = filesWith(fact);
    expect(files, files.join(', ')).toHaveLength(1);
  });
});
