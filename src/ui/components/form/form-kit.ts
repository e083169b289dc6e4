import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './form-context';
import { PasswordField, TextField } from './fields';
import { SelectField, TextareaField } from './more-fields';
import { SubmitButton } from './form-parts';
import { FormLeaveGuard } from './form-leave-guard';
import { kitValidationLogic } from './rules';

const kit = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, PasswordField, SelectField },
  formComponents: { SubmitButton, FormLeaveGuard },
});

/**
 * The project's forms: TanStack Form holds values, touched/blurred state, dirtiness and the one
 * submit in flight; the entries of the form's valibot schema in the domain are the field
 * validators (valibot is a Standard Schema; `firstMessage` shows an issue's message). A new form
 * is `useAppForm({ defaultValues, onSubmit })` plus `<form.AppField name validators={{ onChange: Form.entries.name }}>`
 * with one of the field components below, `<form.SubmitButton>` and `<form.FormLeaveGuard>`,
 * all inside `<AppFormElement form={form}>`, which blocks a second submit while one runs.
 * A message the server put on a field clears when the field changes (`kitValidationLogic`).
 */
export const useAppForm: typeof kit.useAppForm = (options) => kit.useAppForm({ validationLogic: kitValidationLogic, ...options });
export const { withForm, withFieldGroup } = kit;
