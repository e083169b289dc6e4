import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { PasswordField, TextField } from './fields';
import { SubmitButton } from './form-parts';
import { kitValidationLogic } from './rules';

const kit = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField },
  formComponents: { SubmitButton },
});

/**
 * The form kit for short forms that never guard a leave, on a first screen (the sign-in forms of
 * /login): the same contexts, text and password fields, submit button and validation logic as
 * `useAppForm`, used the same way inside `AppFormElement`, without `FormLeaveGuard`, whose
 * confirm dialog /login would otherwise load before its first paint.
 */
export const useShortForm: typeof kit.useAppForm = (options) => kit.useAppForm({ validationLogic: kitValidationLogic, ...options });
