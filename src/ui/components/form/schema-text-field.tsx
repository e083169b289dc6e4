import type * as v from 'valibot';
import { type AnyFormApi, Field } from '@tanstack/react-form';
import { fieldFacts } from '../../../domain/common/schema';
import { fieldContext } from './form-context';
import { TextField } from './fields';

/**
 * A text field of an app form whose rules are its entry in the form's schema (`entries`): the
 * entry validates it, and says whether it is required and how long it may be. What
 * `<form.AppField name validators={{ onChange: entry }}>` with `<f.TextField {...fieldFacts(entry)}>` draws.
 */
export function SchemaTextField<E extends Record<string, v.GenericSchema>>({
  form,
  entries,
  name,
  label,
}: {
  form: AnyFormApi;
  entries: E;
  name: keyof E & string;
  label: string;
}) {
  const entry: v.GenericSchema = entries[name];
  return (
    <Field form={form} name={name} validators={{ onChange: entry }}>
      {(field) => (
        <fieldContext.Provider value={field}>
          <TextField label={label} {...fieldFacts(entry)} />
        </fieldContext.Provider>
      )}
    </Field>
  );
}
