import type { AnyFormApi } from '@tanstack/react-form';

/** A field's blur handler: marks it left and checks it, so its message shows from then on. */
export const blurred = (field: { handleBlur: () => void; validate: (cause: 'change') => unknown }) => () => {
  field.handleBlur();
  field.validate('change');
};

/** An error's message: a validator's string, or a schema issue's `message` (Standard Schema). */
const messageIn = (e: unknown): string | undefined => {
  if (typeof e === 'string') return e || undefined;
  if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string') return e.message || undefined;
  return undefined;
};

/** The first message of a field's errors: strings from validators, issues from a schema. */
export const firstMessage = (errors: readonly unknown[]): string | undefined => {
  for (const e of errors) {
    const message = messageIn(e);
    if (message) return message;
  }
  return undefined;
};

/** Whether two form values are the same (plain data: strings, numbers, arrays, objects). */
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The error a field shows: its first message once the user has left it or tried to submit. */
export function visibleError(field: {
  state: { meta: { errors: readonly unknown[]; isBlurred: boolean } };
  form: { state: { submissionAttempts: number } };
}): string | undefined {
  const { meta } = field.state;
  return meta.isBlurred || field.form.state.submissionAttempts > 0 ? firstMessage(meta.errors) : undefined;
}

/**
 * Messages a use case gave per field (its own check, e.g. of a phone before sending a code)
 * beside their fields, shown at once and ahead of the field's own message; the field's next
 * change or submit clears them like its own messages.
 */
export function showFieldErrors(form: AnyFormApi, fields: Partial<Record<string, string>>) {
  for (const [name, message] of Object.entries(fields))
    if (message)
      form.setFieldMeta(name, (m) => {
        const { onServer: _replaced, ...own } = m.errorMap;
        return { ...m, isBlurred: true, errorMap: { onServer: message, ...own } };
      });
}
