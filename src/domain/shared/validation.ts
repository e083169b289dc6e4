/**
 * Field rules return the spec's Chinese message for the first rule a value breaks,
 * or null when it passes. Forms run them on change and on submit.
 */
export type Rule<T = string> = (value: T) => string | null;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const required =
  (message: string): Rule<string> =>
  (v) =>
    v.trim() === '' ? message : null;

export const maxLength =
  (max: number, message: string): Rule<string> =>
  (v) =>
    [...v].length > max ? message : null;

export const lengthBetween =
  (min: number, max: number, message: string): Rule<string> =>
  (v) => {
    const n = [...v].length;
    return n < min || n > max ? message : null;
  };

export const matches =
  (pattern: RegExp, message: string): Rule<string> =>
  (v) =>
    pattern.test(v) ? null : message;

/** Runs rules in order and returns the first message. */
export function firstError<T>(value: T, rules: readonly Rule<T>[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** Validates a whole form: a map of field to rules. */
export function validateForm<K extends string>(
  values: Record<K, string>,
  schema: Partial<Record<K, readonly Rule<string>[]>>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(schema) as K[]) {
    const message = firstError(values[key] ?? '', schema[key] ?? []);
    if (message) errors[key] = message;
  }
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);
