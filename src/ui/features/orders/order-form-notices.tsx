import { useMemo } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
import { TOKENS } from '../../../application/tokens';
import { ASSIGN_MESSAGES } from '../../../domain/order/order-actions';
import { useService } from '../../platform/container-context';
import { firstMessage } from '../../components/form/rules';

/**
 * What an order dialog's form says besides each field's own message: the first failing
 * field's message as a warning (spec 1 section 5 gives them as warnings), and 请勿多次提交
 * for a submit while one runs. `fields` is the dialog's field order (a stable array).
 */
export function useOrderFormNotices(fields: readonly string[]) {
  const notifier = useService(TOKENS.Notifier);
  return useMemo(
    () => ({
      onSubmitInvalid: ({ formApi }: { formApi: AnyFormApi }) => {
        const message = fields.map((name) => firstMessage(formApi.getFieldMeta(name)?.errors ?? [])).find(Boolean);
        if (message) notifier.warning(message);
      },
      onRepeat: () => notifier.warning(ASSIGN_MESSAGES.doubleSubmit),
    }),
    [notifier, fields],
  );
}
