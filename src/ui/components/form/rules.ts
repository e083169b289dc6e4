import { type AnyFormApi, type ValidationLogicFn, defaultValidationLogic } from '@tanstack/react-form';

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

const noError = () => undefined;

/**
 * When the kit's forms validate: TanStack Form's default logic, so that a message a field shows
 * always clears on the change that corrects it (issue 43):
 * - a message put on a field from outside its rules (the server's `onServer` error map: 20102
 *   验证码错误 on the code, 请填写正确的手机号 from the SMS check) clears on the field's next
 *   change, blur or submit. TanStack clears it only for a field with validators of its own; the
 *   fields of a form checked as a whole (a form-level schema) have none, so the message stayed under a
 *   corrected value and every later submit stopped at it;
 * - a field's synchronous blur check runs on its changes too. A submit runs it and keeps its
 *   message under the `onBlur` key, which a change left alone: after an empty 提交 the
 *   corrected, still focused field kept its message until the click on 提交 blurred it, and the
 *   message then vanished under the pointer, moving the button before the click ended.
 *   (An asynchronous blur check, such as a call to the server, still waits for the blur.)
 */
export const kitValidationLogic: ValidationLogicFn = (props) => {
  const validators = props.validators ?? {};
  if (props.event.type !== 'change' || props.event.async || !validators.onBlur) return defaultValidationLogic({ ...props, validators });
  return props.runValidation({
    form: props.form,
    validators: [
      { fn: validators.onChange, cause: 'change' },
      { fn: validators.onBlur, cause: 'blur' },
      { fn: noError, cause: 'server' },
    ],
  });
};
