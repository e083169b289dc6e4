import type * as v from 'valibot';
import { formErrors } from '../../../../domain/shared/schema';
import { firstMessage } from '../../../components/form/rules';

interface FieldLike {
  state: { meta: { errors: readonly unknown[]; isBlurred: boolean } };
  form: { state: { submissionAttempts: number } };
}

/** A custom field's message shows once it was left or a submit was tried, as the kit's fields do. */
export const shownError = (field: FieldLike) =>
  field.state.meta.isBlurred || field.form.state.submissionAttempts > 0 ? firstMessage(field.state.meta.errors) : undefined;

/**
 * A field whose rule reads another field (a confirmation follows its password): the form's
 * whole schema runs over the current values with this field's new value, and this field's
 * first message is its error. The message and the rule stay in the schema.
 */
export const crossFieldCheck =
  <S extends v.GenericSchema<Record<string, unknown>>>(schema: S, name: keyof v.InferInput<S> & string) =>
  ({ value, fieldApi }: { value: unknown; fieldApi: { form: { state: { values: unknown } } } }): string | undefined =>
    formErrors(schema, { ...(fieldApi.form.state.values as object), [name]: value } as v.InferInput<S>)[name];
