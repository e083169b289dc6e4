import * as v from 'valibot';

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
