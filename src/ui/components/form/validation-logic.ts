import { type ValidationLogicFn, defaultValidationLogic } from '@tanstack/react-form';

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
