import type { ReactNode } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import type { AnyFormApi } from '@tanstack/react-form';
import { formContext } from './form-context';
import { AppFormElement, SubmitButton } from './form-parts';
import { FormLeaveGuard } from './form-leave-guard';

/**
 * An app form laid out as one column: its fields, then the submit button (提交 unless `submit`
 * names it) with the leave guard that asks before unsaved edits are left behind. The button
 * keeps its own width unless `stretchSubmit`; `submit={null}` draws neither (a read-only form).
 */
export function StackedForm({
  form,
  gap = '4',
  submit = '提交',
  submitDisabled,
  stretchSubmit = false,
  children,
  ...element
}: Omit<Parameters<typeof AppFormElement>[0], 'form' | 'children'> & {
  form: AnyFormApi;
  gap?: string;
  submit?: string | null;
  submitDisabled?: boolean;
  stretchSubmit?: boolean;
  children: ReactNode;
}) {
  const actions = (
    <formContext.Provider value={form}>
      <SubmitButton disabled={submitDisabled}>{submit}</SubmitButton>
      <FormLeaveGuard />
    </formContext.Provider>
  );
  return (
    <AppFormElement form={form} {...element}>
      <Stack gap={gap}>
        {children}
        {submit !== null && (stretchSubmit ? actions : <Box>{actions}</Box>)}
      </Stack>
    </AppFormElement>
  );
}
