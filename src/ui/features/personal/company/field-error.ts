import { firstMessage } from '../../../components/form/rules';

interface FieldLike {
  state: { meta: { errors: readonly unknown[]; isBlurred: boolean } };
  form: { state: { submissionAttempts: number } };
}

/** A custom field's message shows once it was left or a submit was tried, as the kit's fields do. */
export const shownError = (field: FieldLike) =>
  field.state.meta.isBlurred || field.form.state.submissionAttempts > 0 ? firstMessage(field.state.meta.errors) : undefined;
