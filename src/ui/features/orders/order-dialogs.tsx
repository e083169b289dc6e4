import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AssignOrders } from '../../../application/orders/assign-orders';
import { AppealOrder, type AppealInput } from '../../../application/orders/appeal-order';
import { RejectOrder } from '../../../application/orders/set-order-status';
import { type FeedbackInput, SubmitFeedback } from '../../../application/orders/submit-feedback';
import type { SubAccount } from '../../../domain/order/order';
import { REJECT_CONFIRM_TEXT, statusCodeOf } from '../../../domain/order/order-status';
import { ROW_CHANGES, PROFILE_INCOMPLETE_MESSAGE } from '../../../domain/order/order-actions';
import { useService } from '../../platform/container-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type OrderActions, type RowTarget, orRefused } from './use-order-actions';
import type { OrderDialog } from './order-dialog-state';
import { FeedbackDialog } from './feedback-dialog';
import { AssignDialog } from './assign-dialog';
import { AppealDialog } from './appeal-dialog';
import { focusRowWhenLost } from './row-focus';

/** The order a dialog is about (the first of a batch), whose row takes the focus back when it closes. */
const orderOf = (dialog: OrderDialog | null) =>
  !dialog || dialog.kind === 'company' ? undefined : dialog.kind === 'assign' ? dialog.orders[0]?.order_id : dialog.order.order_id;

/** A dialog's write: the rows it changes (shown at once) and what its use case is given. */
type Write<T> = RowTarget & { input: T };

/** Whether a write went through: the dialog closes on true and keeps its form on false. */
const done = (write: Promise<unknown>) => write.then(() => true, () => false);

/**
 * The open order dialog of a list page. Each dialog's write is a mutation around its use case,
 * with the list's row handling (`rowWrite`: optimistic change, rollback, refetch).
 */
export function OrderDialogs({ dialog, actions, onClose, onAssigned }: {
  dialog: OrderDialog | null;
  actions: OrderActions;
  onClose: () => void;
  onAssigned?: () => void;
}) {
  const navigate = useNavigate();
  const reject = useService(RejectOrder);
  const feedback = useService(SubmitFeedback);
  const assign = useService(AssignOrders);
  const appeal = useService(AppealOrder);
  const { rowWrite } = actions;
  const rejection = useMutation({ ...rowWrite, mutationFn: ({ orders: [order], change }: RowTarget) => orRefused(reject.send(order, change)) });
  const feedbackWrite = useMutation({ ...rowWrite, mutationFn: ({ input }: Write<FeedbackInput>) => orRefused(feedback.execute(input)) });
  const assignment = useMutation({
    ...rowWrite,
    mutationFn: ({ orders, input }: Write<SubAccount | null>) => orRefused(assign.execute(orders, input)),
  });
  const appealWrite = useMutation({ ...rowWrite, mutationFn: ({ input }: Write<AppealInput>) => orRefused(appeal.execute(input)) });
  // When the dialog closes, its row takes back a focus that fell to the page: the button that
  // opened it may be gone (分配 once assigned, 接单 and 拒绝 once refused).
  const orderId = orderOf(dialog);
  useEffect(() => () => {
    if (orderId !== undefined) focusRowWhenLost(orderId);
  }, [orderId, dialog]);
  if (!dialog) return null;

  switch (dialog.kind) {
    case 'reject':
      return (
        // Closing first lets a 20407 answer open the company info dialog in its place.
        <ConfirmDialog open onCancel={onClose} onConfirm={() => {
          onClose();
          return done(rejection.mutateAsync({ orders: [dialog.order], change: dialog.change }));
        }}>
          {REJECT_CONFIRM_TEXT}
        </ConfirmDialog>
      );
    case 'company':
      return (
        <ConfirmDialog open title="提示" confirmText="去完善" cancelText="再看看" onCancel={onClose} onConfirm={() => {
          onClose();
          void navigate({ to: '/personal/enterpriseInfo' });
        }}>
          {PROFILE_INCOMPLETE_MESSAGE}
        </ConfirmDialog>
      );
    case 'feedback': {
      const { order, start } = dialog;
      return (
        <FeedbackDialog order={order} start={start} onClose={onClose} onSubmit={(d) => {
          const change = ROW_CHANGES.feedback(statusCodeOf(order.status_name), d.selected);
          return done(feedbackWrite.mutateAsync({ orders: [order], change, input: { order, initialArrival: start.arrival, ...d } }));
        }} />
      );
    }
    case 'assign':
      return (
        <AssignDialog count={dialog.orders.length} onClose={onClose} onSubmit={async (designer) => {
          const change = designer ? ROW_CHANGES.assign(designer) : {};
          const assigned = await done(assignment.mutateAsync({ orders: dialog.orders, change, input: designer }));
          if (assigned && dialog.batch) onAssigned?.();
          return assigned;
        }} />
      );
    case 'appeal':
      return (
        <AppealDialog order={dialog.order} onClose={onClose} onSubmit={(d) =>
          done(appealWrite.mutateAsync({ orders: [dialog.order], change: ROW_CHANGES.appeal(), input: { order: dialog.order, ...d } }))
        } />
      );
  }
}
