import { type Rule, firstError } from '../../../domain/shared/validation';

type Check<T> = (props: { value: T }) => string | undefined;

/**
 * Domain rules as TanStack Form field validators, run on change and on blur (and so on submit,
 * which runs the change validators of every field). The message is the spec's Chinese text.
 */
export function rules<T = string>(...list: readonly Rule<T>[]): { onChange: Check<T>; onBlur: Check<T> } {
  const check: Check<T> = ({ value }) => firstError(value, list) ?? undefined;
  return { onChange: check, onBlur: check };
}

/** The first message of a field's errors (validators return strings). */
export const firstMessage = (errors: readonly unknown[]): string | undefined => {
  const found = errors.find((e) => typeof e === 'string' && e !== '');
  return typeof found === 'string' ? found : undefined;
};

/** Whether two form values are the same (plain data: strings, numbers, arrays, objects). */
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
