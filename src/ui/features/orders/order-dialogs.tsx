import { useNavigate } from '@tanstack/react-router';
import { AssignOrders } from '../../../application/orders/assign-orders';
import { AppealOrder } from '../../../application/orders/appeal-order';
import { RejectOrder } from '../../../application/orders/reject-order';
import { SubmitFeedback } from '../../../application/orders/submit-feedback';
import { REJECT_CONFIRM_TEXT, statusCodeOf } from '../../../domain/order/order-status';
import { ROW_CHANGES } from '../../../domain/order/order-changes';
import { useService } from '../../app/container-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { OrderActions } from './use-order-actions';
import type { OrderDialog } from './order-dialog-state';
import { FeedbackDialog } from './feedback-dialog';
import { AssignDialog } from './assign-dialog';
import { AppealDialog } from './appeal-dialog';

export const COMPANY_INFO_TEXT = '你还没有完善企业信息';

/** The open order dialog of a list page, wired to its use case through the list's row mutations. */
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
  if (!dialog) return null;

  switch (dialog.kind) {
    case 'reject':
      return (
        // Closing first lets a 20407 answer open the company info dialog in its place.
        <ConfirmDialog open onCancel={onClose} onConfirm={() => {
          onClose();
          const { order, change } = dialog;
          void actions.change({ orders: [order], change, send: () => reject.send(order, change) });
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
          {COMPANY_INFO_TEXT}
        </ConfirmDialog>
      );
    case 'feedback': {
      const { order, start } = dialog;
      return (
        <FeedbackDialog order={order} start={start} onClose={onClose} onSubmit={(d) => {
          const change = ROW_CHANGES.feedback(statusCodeOf(order.status_name), d.selected);
          return actions.change({ orders: [order], change, send: () => feedback.execute({ order, initialArrival: start.arrival, ...d }) });
        }} />
      );
    }
    case 'assign':
      return (
        <AssignDialog count={dialog.orders.length} onClose={onClose} onSubmit={async (designer) => {
          const change = designer ? ROW_CHANGES.assign(designer) : {};
          const done = await actions.change({ orders: dialog.orders, change, send: () => assign.execute(dialog.orders, designer) });
          if (done && dialog.batch) onAssigned?.();
          return done;
        }} />
      );
    case 'appeal':
      return (
        <AppealDialog order={dialog.order} onClose={onClose} onSubmit={(d) =>
          actions.change({ orders: [dialog.order], change: ROW_CHANGES.appeal(), send: () => appeal.execute({ order: dialog.order, ...d }) })
        } />
      );
  }
}
