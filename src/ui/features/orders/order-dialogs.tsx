import { useNavigate } from '@tanstack/react-router';
import { AssignOrders } from '../../../application/orders/assign-orders';
import { AppealOrder } from '../../../application/orders/appeal-order';
import { RejectOrder } from '../../../application/orders/reject-order';
import { SubmitFeedback } from '../../../application/orders/submit-feedback';
import { REJECT_CONFIRM_TEXT, STATUS_NAMES } from '../../../domain/order/order-status';
import { statusAfter } from '../../../domain/order/feedback-progress';
import { useService } from '../../app/container-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { OrderActions } from './use-order-actions';
import type { OrderDialog } from './order-dialog-state';
import { FeedbackDialog } from './feedback-dialog';
import { AssignDialog } from './assign-dialog';
import { AppealDialog } from './appeal-dialog';

export const COMPANY_INFO_TEXT = '你还没有完善企业信息';

/** The open order dialog of a list page, wired to its use case through optimistic changes. */
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
          void actions.change([dialog.order], { status_name: STATUS_NAMES[0] }, () => reject.execute(dialog.order));
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
          const guess = d.selected && d.selected !== start.selected ? { status_name: statusAfter(d.selected) } : {};
          return actions.change([order], guess, () => feedback.execute({ order, initialArrival: start.arrival, ...d }));
        }} />
      );
    }
    case 'assign':
      return (
        <AssignDialog count={dialog.orders.length} onClose={onClose} onSubmit={async (designer) => {
          const guess = designer ? { subUserName: designer.realname, subUserPhone: designer.phone } : {};
          const done = await actions.change(dialog.orders, guess, () => assign.execute(dialog.orders, designer));
          if (done && dialog.batch) onAssigned?.();
          return done;
        }} />
      );
    case 'appeal':
      return (
        <AppealDialog order={dialog.order} onClose={onClose} onSubmit={(d) =>
          actions.change([dialog.order], { complaintIt: 2 }, () => appeal.execute({ order: dialog.order, ...d }))
        } />
      );
  }
}
