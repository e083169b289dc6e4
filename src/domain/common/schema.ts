import * as v from 'valibot';

/**
 * The building blocks of the forms' schemas (issue 45). Each form's fields, rules and the
 * spec's Chinese messages are one valibot schema in its area of the domain:
 * - TanStack Form validates a field with the schema's entry directly (valibot is a Standard
 *   Schema), and the kit shows the first issue's message;
 * - the use case parses the whole form with the same schema (`formErrors`, `parseForm`);
 * - the request bodies of the wire (`contracts/api/wire/`) are built from the same
 *   entries, and the mock validates requests with those bodies;
 * - the UI reads a field's limit and whether it is required from the entry (`fieldFacts`).
 *
 * A pipe's actions run in order, and the first issue is the message shown, so a field's
 * actions are listed in the order the spec checks them.
 */

/**
 * A second submit of a form while the first is still being sent (spec 1 §5 assign and 找回账号,
 * spec 2 §7 sub-accounts say it; the form kit refuses the submit).
 */
export const REPEATED_SUBMIT_MESSAGE = '请勿多次提交';

/** The spec names no message for most length limits; this is the wording it uses elsewhere. */
/* @__NO_SIDE_EFFECTS__ */
export const tooLong = (max: number) => `不得超过${max}个字符`;

/*
 * `atMost` and `filled` are checks that carry their fact (`max`, `filled`) for the UI and the
 * OpenAPI document to read, rather than valibot's maxGraphemes and nonEmpty: valibot is one
 * module, so every action any screen uses is shipped in the start-up chunk every page loads.
 */

/** At most `max` characters (code points: a Chinese character is one). */
/* @__NO_SIDE_EFFECTS__ */
export const atMost = <N extends number>(max: N, message: string = tooLong(max)) =>
  Object.assign(v.check<string, string>((s) => [...s].length <= max, message), { max });

/** Required: empty (after trimming, when the pipe trims) says the spec's message. */
/* @__NO_SIDE_EFFECTS__ */
export const filled = (message: string) => Object.assign(v.check<string, string>((s) => s !== '', message), { filled: true as const });

/**
 * Marks the check that refuses "nothing chosen" where the value is a choice rather than text (a
 * region path, a radio group): the field shows the required mark as a `filled` one does.
 */
/* @__NO_SIDE_EFFECTS__ */
export const choiceRequired = <A extends object>(action: A) => Object.assign(action, { chosen: true as const });

/** An optional field's format: empty passes, anything else matches `pattern`. */
/* @__NO_SIDE_EFFECTS__ */
export const whenFilled = (pattern: RegExp, message: string) =>
  v.check((s: string) => s === '' || pattern.test(s), message);

/** Chinese characters only (spec 2: 联系人 of the company form and of feedback). */
/* @__NO_SIDE_EFFECTS__ */
export const chineseOnly = (message = '只能输入汉字') => v.regex(/^[\u4e00-\u9fa5]+$/, message);

/** 联系人 wherever the spec asks for one: required, Chinese only, at most 5 (spec 2 §5, §9). */
export const Contact = v.pipe(v.string(), v.trim(), filled('请输入联系人'), chineseOnly(), atMost(5));

type AnyIssue = v.BaseIssue<unknown>;
type Action = { type: string; requirement?: unknown; max?: number; filled?: true; chosen?: true };

function actionsOf(schema: v.GenericSchema): readonly Action[] {
  const withPipe = schema as v.GenericSchema & { pipe?: readonly (Action & v.GenericSchema)[]; wrapped?: v.GenericSchema };
  if (withPipe.wrapped) return actionsOf(withPipe.wrapped);
  if (!withPipe.pipe) return [];
  return withPipe.pipe.flatMap((item) => (item !== schema && 'pipe' in item ? actionsOf(item) : [item]));
}

/** A field's maximum length as its schema states it (for the input's maxLength and counter). */
export function limitOf(schema: v.GenericSchema): number | undefined {
  for (const a of actionsOf(schema)) {
    if (typeof a.max === 'number') return a.max;
    if ((a.type === 'max_graphemes' || a.type === 'max_length') && typeof a.requirement === 'number') return a.requirement;
  }
  return undefined;
}

/** A field's maximum length where its schema must state one (a counter's "n/500"). */
export function maxOf(schema: v.GenericSchema): number {
  const max = limitOf(schema);
  if (max === undefined) throw new Error('The schema states no maximum length');
  return max;
}

/** Whether the schema refuses an empty value (the field shows the required mark). */
export const isRequired = (schema: v.GenericSchema) =>
  actionsOf(schema).some((a) => a.filled === true || a.chosen === true || a.type === 'non_empty');

/** What a text field's UI reads from its schema: its length limit and the required mark. */
export const fieldFacts = (schema: v.GenericSchema) => ({ maxLength: limitOf(schema), required: isRequired(schema) });

/** The first message of each field (by dot path) that breaks the schema. */
export function issuesByField(issues: readonly AnyIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A form's field errors: the first message per field, an empty object when it passes. */
export function formErrors<S extends v.GenericSchema>(schema: S, values: v.InferInput<S>): Record<string, string> {
  const result = v.safeParse(schema, values);
  return result.success ? {} : issuesByField(result.issues);
}

/** Parses a form: its output (trimmed, converted) or the first message per field. */
export function parseForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: issuesByField(result.issues) };
}

/** The first message a single value breaks, or null (for a field checked on its own). */
export function messageOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

// ---- Phones (spec 1 section 5, spec 2) ----

export const PHONE_LENGTH = 11;
/** A mainland mobile number: the one statement of the pattern; every form, gateway body and the mock use it. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** 170 and 171 numbers are refused wherever the spec checks a phone. */
const FORBIDDEN_SEGMENTS = /^17[01]/;

export const PHONE_MESSAGES = {
  required: '手机号不能为空',
  invalid: '请输入正确的手机号',
  forbiddenSegment: '禁止使用170、171号段手机',
  /** Shown when an SMS code is requested with a bad number. */
  invalidForSms: '请填写正确的手机号',
  /** The personal centre's words for a malformed phone (接单手机号, the rebinding's code request). */
  invalidInPersonal: '请输入正确手机号',
} as const;

/** The format check of a phone, with the form's own message. */
/* @__NO_SIDE_EFFECTS__ */
export const wellFormedPhone = (message: string = PHONE_MESSAGES.invalid) => v.regex(MOBILE_PATTERN, message);
/** The 170/171 check of a phone. */
/* @__NO_SIDE_EFFECTS__ */
export const allowedSegment = (message: string = PHONE_MESSAGES.forbiddenSegment) =>
  v.check((s: string) => !FORBIDDEN_SEGMENTS.test(s), message);

/**
 * A phone's ceiling: 11 characters, as every phone input's maxLength. It comes last, so it never
 * says a word of its own (a well-formed number has 11 digits); it is there for whoever reads a
 * field's limit, such as the mock, which refuses a huge phone before any pattern runs on it.
 */
/* @__NO_SIDE_EFFECTS__ */
const phoneCeiling = (message: string) => atMost(PHONE_LENGTH, message);

/** Sign-in and registration phone of spec 1 section 5: required, then the segment, then the format. */
export const Phone = v.pipe(v.string(), v.trim(), filled(PHONE_MESSAGES.required), allowedSegment(), wellFormedPhone(), phoneCeiling(PHONE_MESSAGES.invalid));

/** A phone in a request body: well formed and not 170/171 (what the mock accepts). */
export const WirePhone = v.pipe(v.string(), v.trim(), wellFormedPhone(), allowedSegment(), phoneCeiling(PHONE_MESSAGES.invalid));

export const validatePhone = (phone: string): string | null => messageOf(Phone, phone);

export const isValidPhone = (phone: string): boolean => validatePhone(phone) === null;

// ---- Plain text: what every text field refuses ----

/**
 * Text fields hold what a person types: no control characters (NUL, ESC, DEL, C1), no invisible
 * or direction-changing characters (zero-width spaces and joiners, the BOM, LRM/RLM, the bidi
 * embeddings, overrides such as RLO and isolates), no line or paragraph separators (U+2028,
 * U+2029) and no lone surrogate halves. A single-line field takes no line break or tab either.
 * The album title refuses them through its own character list; every other text field uses this
 * one rule: the forms, the use cases (the same schemas) and the mock.
 */
export const CONTROL_CHARACTERS_MESSAGE = '不能包含控制字符或不可见字符';

// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\r\n\t]/;

/** Whether `text` holds a character no text field takes (`multiLine`: line breaks and tabs are fine). */
export const hasControlCharacters = (text: string, multiLine = false): boolean =>
  INVISIBLE.test(text) || LONE_SURROGATE.test(text) || (!multiLine && LINE_BREAK_OR_TAB.test(text));

/** The rule as a schema action: a single-line field by default, `multiLine` for a text area. */
/* @__NO_SIDE_EFFECTS__ */
export const plainText = (multiLine = false, message: string = CONTROL_CHARACTERS_MESSAGE) =>
  v.check((text: string) => !hasControlCharacters(text, multiLine), message);
