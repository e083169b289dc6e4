import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts the field and form components of form-kit.ts read their field or form from. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
