import type * as v from 'valibot';
import { formErrors } from '../../../domain/shared/schema';

/**
 * A field validator that reads one field's message from its form's whole schema, for a field
 * whose rule spans fields (a schema-level check forwarded to it, e.g. 申诉说明 required for a
 * return): the schema parses the form's current values and the field shows its first message.
 * Pair it with `onChangeListenTo` naming the fields the rule reads.
 */
export const fieldOfForm =
  <S extends v.GenericSchema>(schema: S, name: string) =>
  ({ fieldApi }: { fieldApi: { form: { state: { values: unknown } } } }) =>
    formErrors(schema, fieldApi.form.state.values as v.InferInput<S>)[name];
