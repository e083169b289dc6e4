import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_MESSAGES } from '../../../src/domain/order/feedback-progress';
import { ORDER_STATUS } from '../../../src/domain/order/order-status';
import { type FeedbackDraft, FeedbackDialog } from '../../../src/ui/features/orders/feedback-dialog';
import { anOrder } from '../../fakes/order-fixtures';
import { renderWithApp } from '../test-app';
import { heldSubmit } from './dialog-harness';

// 填写反馈 on the form kit: the text's message beside its field, one submit at a time, and a
// refused submit keeps the option, the arrival and the text.
function open() {
  const held = heldSubmit<FeedbackDraft>();
  const onClose = vi.fn();
  const start = { status: ORDER_STATUS.accepted, selected: null, arrival: 0 };
  const app = renderWithApp(<FeedbackDialog order={anOrder()} start={start} onSubmit={held.submit} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '填写反馈' });
  return { ...held, ...app, onClose, dialog, submitButton: () => within(dialog).getByRole('button', { name: '提交' }) };
}

describe('the feedback dialog', () => {
  it('says 请填写关于此订单的状态反馈 beside 反馈内容 on the first submit, and as a warning', async () => {
    const d = open();
    fireEvent.click(d.submitButton());
    await waitFor(() => expect(within(d.dialog).getByRole('alert')).toHaveProperty('textContent', FEEDBACK_MESSAGES.required));
    expect(d.notifier.messages('warning')).toEqual([FEEDBACK_MESSAGES.required]);
    expect(d.submit).not.toHaveBeenCalled();
    fireEvent.click(within(d.dialog).getByRole('button', { name: '已量房' }));
    await waitFor(() => expect(within(d.dialog).queryByRole('alert')).toBeNull());
  });

  it('submits once on a double click; a refused submit keeps everything; a later one closes', async () => {
    const d = open();
    fireEvent.click(within(d.dialog).getByRole('button', { name: '交定金' }));
    fireEvent.click(within(d.dialog).getByRole('checkbox', { name: '已到店' }));
    fireEvent.change(within(d.dialog).getByRole('textbox', { name: '反馈内容' }), { target: { value: '业主已交定金' } });
    fireEvent.click(d.submitButton());
    fireEvent.click(d.submitButton());
    await waitFor(() => expect(d.submit).toHaveBeenCalledTimes(1));
    expect(d.submit).toHaveBeenCalledWith({ selected: 5, arrival: 1, content: '业主已交定金' });
    expect(d.notifier.messages('warning')).toEqual(['请勿多次提交']);
    await act(async () => d.answer(false));
    await waitFor(() => expect(d.submitButton()).toHaveProperty('disabled', false));
    expect(d.onClose).not.toHaveBeenCalled();
    expect(within(d.dialog).getByRole('button', { name: '交定金' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(d.dialog).getByRole('checkbox', { name: '已到店' })).toHaveProperty('checked', true);
    expect(within(d.dialog).getByRole('textbox', { name: '反馈内容' })).toHaveProperty('value', '业主已交定金');
    fireEvent.click(d.submitButton());
    await waitFor(() => expect(d.submit).toHaveBeenCalledTimes(2));
    await act(async () => d.answer(true));
    await waitFor(() => expect(d.onClose).toHaveBeenCalledTimes(1));
  });
});
