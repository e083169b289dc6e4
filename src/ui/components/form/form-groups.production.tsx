/**
 * What a production build gets for TanStack Form's form groups (vite.config.ts,
 * `withoutFormGroups`): the app never uses one, so a group used by mistake fails loudly.
 *
 * `useForm` attaches a `FormGroup` component to every form it makes, whether a screen uses it
 * or not; so the class behind it (FormGroupApi) came with every form: 2.5 KB gzip of /login's
 * first bytes. Field groups (`withFieldGroup`, the password changes' new-password pair) are a
 * different module and stay. The dev server and the tests keep the real module;
 * tests/unit/build/form-groups.test.ts checks that no source file uses a form group and that
 * TanStack Form still imports these names only.
 */
const unused = (name: string) => () => {
  throw new Error(`TanStack Form's ${name} is left out of production builds (vite.config.ts, withoutFormGroups)`);
};

export const FormGroup = unused('FormGroup');
export const useFormGroup = unused('useFormGroup');
