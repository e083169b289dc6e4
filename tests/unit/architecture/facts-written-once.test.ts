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

/**
 * Issue 57, "Non-string facts once": the policies that are numbers and rules (the day rule, the
 * licence lock, the image rules, business code 20022) are named domain values; the form, the use
 * case, the wire and the mock import them. Each pattern below is the definition (or the one
 * statement) of such a fact and matches in exactly one file of src/ and mock-server/, comments
 * left out: a second definition, or the number or rule written out again, fails.
 */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const CODE = FILES.map((f) => ({ path: f.path, code: codeOf(f.text) }));
const definitionOf = (name: string) => new RegExp(String.raw`(const|let|function|class|interface|type)\s+${name}\b`);

const NON_STRING_FACTS: [string, RegExp][] = [
  ['business code 20022 (the audit refusal)', /\b20022\b/],
  ['its name', definitionOf('AUDIT_FAILED_CODE')],
  ['the day rule: yesterday on create, today on edit', definitionOf('earliestStartDay')],
  ['the day rule written out', /editing\s*\?\s*0\s*:\s*-1\b|beijingDay\([^)]*,\s*-1\)/],
  ['the day rule on a sent start time', definitionOf('startTimeAllowed')],
  ['the licence lock: status 1 or 2', definitionOf('isLicenceLocked')],
  ['the licence lock written out', /licenseStatus\s*===\s*(1|LICENSE_STATUS\.passed)\s*\|\|[^;]*licenseStatus\s*===\s*(2|LICENSE_STATUS\.pending)/],
  ['the fields a locked licence keeps', definitionOf('LICENCE_LOCKED_FIELDS')],
  ['the image check', definitionOf('checkImageFile')],
  ['the JPG/JPEG/PNG names', /jpe\?g\|png\)\$/],
  ['the JPG/JPEG/PNG types', /'image\/jpg'/],
];

describe('non-string facts written once', () => {
  it.each(NON_STRING_FACTS)('%s stands in one file', (_name, pattern) => {
    const files = CODE.filter((f) => pattern.test(f.code)).map((f) => f.path);
    expect(files, files.join(', ')).toHaveLength(1);
  });
});

/**
 * Issue 57: every business code is a name in src/domain/common/business-codes.ts. The endpoint
 * declarations (contracts/api), the gateways, the use cases, the forms and the mock import the
 * name; a 2xxxx number written in their code (comments left out) is a code stated a second time.
 * Tests are not read: their fixtures write the wire's numbers on purpose.
 */
const BUSINESS_CODES_MODULE = 'src/domain/common/business-codes.ts';
const BARE_BUSINESS_CODE = /(?<![\w.])2\d{4}(?![\w.])/g;

describe('business codes', () => {
  it('stand as numbers only in their module; everything else imports the name', () => {
    const declarations = sources(join(ROOT, 'contracts/api')).map((path) => ({ path: relative(ROOT, path), code: codeOf(readFileSync(path, 'utf8')) }));
    const bare = [...CODE, ...declarations]
      .filter((f) => f.path !== BUSINESS_CODES_MODULE)
      .flatMap((f) => [...f.code.matchAll(BARE_BUSINESS_CODE)].map((m) => `${f.path}: ${m[0]}`));
    expect(bare).toEqual([]);
  });

  it('each code has one name', () => {
    const module = codeOf(readFileSync(join(ROOT, BUSINESS_CODES_MODULE), 'utf8'));
    const numbers = [...module.matchAll(BARE_BUSINESS_CODE)].map((m) => m[0]);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});

/**
 * The generic rule behind the list above (issue 45, "Write a fact once"): a Chinese string
 * literal of 4 or more characters in the domain, the use cases or the mock is a rule's message,
 * a refusal, a label or data; it stands in one file of src/ and mock-server/, and every other
 * place imports it. Fixtures are data and are not read.
 */
const CHINESE_LITERAL = /['`"]([^'`"\n]*[\u4e00-\u9fa5][^'`"\n]*)['`"]/g;
const literalsOf = (text: string) =>
  new Set([...text.matchAll(CHINESE_LITERAL)].map((m) => m[1]).filter((s) => s.length >= 4));
const LITERALS = FILES.map((f) => ({ path: f.path, literals: literalsOf(f.text) }));

const HOLDS_FACTS = /^(src\/domain|src\/application|mock-server)\//;
const isUi = (path: string) => path.startsWith('src/ui/');

/**
 * Modules whose words are labels: the screens write the same words as headings, and src/ui
 * repeating them does not count (outside src/ui they still stand once).
 */
const LABEL_MODULES: Record<string, string> = {
  'src/domain/personal/personal-menu.ts': 'menu entries; each page repeats its entry as its heading',
};

/** Single words a rule module or the mock says that src/ui also writes as a label (same treatment). */
const ALSO_A_LABEL: Record<string, string> = {
  请输入验证码: 'the code inputs’ placeholder',
  请输入手机号: 'the phone inputs’ placeholder',
  请输入密码: 'the password input’s placeholder',
  请再次输入密码: 'the confirmation inputs’ placeholder',
  请输入用户名: 'the user-name input’s placeholder',
  请输入联系人: 'the 联系人 input’s placeholder',
  请输入文章标题: 'the article list’s search placeholder',
  毕业院校: 'a field name the designer profile’s messages are built from, and its label',
  设计口号: 'a field name the designer profile’s messages are built from, and its label',
  个人简介: 'a field name the designer profile’s messages are built from, and its label',
  注销条件: 'the deregistration step’s name, and the label of its list',
  所在地区: 'a column of the mock’s order export, and a label of the screens',
  装修类型: 'a column of the mock’s order export, and a label of the order row',
  订单列表: 'the sheet of the mock’s order export, and the order list’s heading',
};

/**
 * Words that repeat without being one fact: the back end's generic acknowledgements. Each
 * action's screen toasts its own words after success and never compares them with the answer's
 * msg; one word serves unrelated actions (saving an article, changing a password, an avatar).
 */
const NOT_ONE_FACT: Record<string, string> = {
  '修改成功!': 'a generic acknowledgement',
  '删除成功!': 'a generic acknowledgement',
  提交成功: 'a generic acknowledgement',
  添加成功: 'a generic acknowledgement',
  操作成功: 'a generic acknowledgement',
  '解绑成功!': 'a generic acknowledgement (a sub-account, the WeChat binding)',
};

/** The files of src/ and mock-server/ that write `literal` and count against its one definition. */
function definitionsOf(literal: string, labelModule: boolean): string[] {
  const label = labelModule || literal in ALSO_A_LABEL;
  return LITERALS.filter((f) => f.literals.has(literal) && !(label && isUi(f.path))).map((f) => f.path);
}

describe('Chinese literals of the domain, the use cases and the mock', () => {
  it('each stands in one file of src/ and mock-server/', () => {
    const repeated = new Map<string, string[]>();
    for (const { path, literals } of LITERALS.filter((f) => HOLDS_FACTS.test(f.path))) {
      for (const literal of literals) {
        if (literal in NOT_ONE_FACT || repeated.has(literal)) continue;
        const files = definitionsOf(literal, path in LABEL_MODULES);
        if (files.length > 1) repeated.set(literal, files);
      }
    }
    expect([...repeated].map(([literal, files]) => `${literal}: ${files.join(', ')}`)).toEqual([]);
  });
});
