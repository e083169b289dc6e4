import type * as v from 'valibot';
import { formErrors } from '../../../domain/common/schema';

/**
 * A field validator that reads one field's message from its form's whole schema, for a field
 * whose rule spans fields (a schema-level check forwarded to it: 申诉说明 required for a return,
 * a confirmation that follows its password): the schema parses the form's current values with
 * this field's new value, and the field shows its first message. The rule and its message stay
 * in the schema. Pair it with `onChangeListenTo` naming the fields the rule reads.
 */
export const fieldOfForm =
  <S extends v.GenericSchema>(schema: S, name: string) =>
  ({ value, fieldApi }: { value: unknown; fieldApi: { form: { state: { values: unknown } } } }): string | undefined =>
    formErrors(schema, { ...(fieldApi.form.state.values as object), [name]: value } as v.InferInput<S>)[name];
