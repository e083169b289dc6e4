import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOKENS } from '../../../src/application/tokens';
import { APPEAL_MESSAGES } from '../../../src/domain/order/appeal';
import { EVIDENCE_MESSAGES } from '../../../src/domain/order/appeal-form';
import { type AppealDraftInput, AppealDialog } from '../../../src/ui/features/orders/appeal-dialog';
import { FixedClock } from '../../fakes/fixed-clock';
import { anOrder } from '../../fakes/order-fixtures';
import { renderWithApp, testContainer } from '../test-app';
import { heldSubmit } from './dialog-harness';

// 订单申诉 on the form kit: type, explanation and images are form fields, so a refused submit
// keeps the text and the picked images; each field's message shows beside it.
beforeAll(() => {
  // jsdom has no object URLs; the previews only need distinct strings.
  let n = 0;
  URL.createObjectURL ??= () => `blob:evidence-${++n}`;
  URL.revokeObjectURL ??= () => {};
});

const image = (name: string, type = 'image/png') => new File([new Uint8Array(10)], name, { type });

function open() {
  const app = testContainer();
  app.container.bind(TOKENS.Clock).toConstantValue(new FixedClock());
  const held = heldSubmit<AppealDraftInput>();
  const onClose = vi.fn();
  // Accepted 30 days before the clock, 50 yuan: both types may be chosen.
  renderWithApp(<AppealDialog order={anOrder()} onSubmit={held.submit} onClose={onClose} />, app);
  const dialog = screen.getByRole('dialog', { name: '订单申诉' });
  const q = within(dialog);
  const pick = (...files: File[]) => fireEvent.change(q.getByLabelText('上传凭证图片'), { target: { files } });
  return { ...held, ...app, onClose, q, pick, submitButton: () => q.getByRole('button', { name: '提交' }) };
}

describe('the appeal dialog', () => {
  it('enables 提交 once a type is chosen; a return without text says 请填写申诉说明 beside 申诉说明', async () => {
    const d = open();
    expect(d.submitButton()).toHaveProperty('disabled', true);
    fireEvent.click(d.q.getByRole('radio', { name: '返单' }));
    await waitFor(() => expect(d.submitButton()).toHaveProperty('disabled', false));
    fireEvent.click(d.submitButton());
    await waitFor(() => expect(d.q.getByRole('alert').textContent).toBe(APPEAL_MESSAGES.contentRequired));
    expect(d.q.getByRole('textbox', { name: /申诉说明/ }).getAttribute('aria-invalid')).toBe('true');
    expect(d.notifier.messages('warning')).toEqual([APPEAL_MESSAGES.contentRequired]);
    expect(d.submit).not.toHaveBeenCalled();
    fireEvent.click(d.q.getByRole('radio', { name: '返差价' }));
    await waitFor(() => expect(d.q.queryByRole('alert')).toBeNull());
  });

  it('refuses a wrong file at once; a refused submit keeps the text and the images; a double click submits once', async () => {
    const d = open();
    fireEvent.click(d.q.getByRole('radio', { name: '返单' }));
    fireEvent.change(d.q.getByRole('textbox', { name: /申诉说明/ }), { target: { value: '业主已与其他公司签约' } });
    d.pick(image('a.gif', 'image/gif'));
    expect(d.notifier.messages('warning')).toEqual([EVIDENCE_MESSAGES.badFormat]);
    d.pick(image('a.png'), image('b.jpg', 'image/jpeg'));
    await waitFor(() => expect(d.q.getByRole('img', { name: '凭证图片2' })).toBeTruthy());
    fireEvent.click(d.submitButton());
    fireEvent.click(d.submitButton());
    await waitFor(() => expect(d.submit).toHaveBeenCalledTimes(1));
    const sent = d.submit.mock.calls[0][0];
    expect([sent.type, sent.content, sent.images.map((f) => f.name)]).toEqual(['ORDER', '业主已与其他公司签约', ['a.png', 'b.jpg']]);
    expect(d.notifier.messages('warning')).toEqual([EVIDENCE_MESSAGES.badFormat, '请勿多次提交']);
    await act(async () => d.answer(false));
    await waitFor(() => expect(d.submitButton()).toHaveProperty('disabled', false));
    expect(d.onClose).not.toHaveBeenCalled();
    expect(d.q.getByRole('radio', { name: '返单' })).toHaveProperty('checked', true);
    expect(d.q.getByRole('textbox', { name: /申诉说明/ })).toHaveProperty('value', '业主已与其他公司签约');
    expect(d.q.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['凭证图片1', '凭证图片2']);
    fireEvent.click(d.q.getByRole('button', { name: '删除图片1' }));
    fireEvent.click(d.submitButton());
    await waitFor(() => expect(d.submit).toHaveBeenCalledTimes(2));
    expect(d.submit.mock.calls[1][0].images.map((f) => f.name)).toEqual(['b.jpg']);
    await act(async () => d.answer(true));
    await waitFor(() => expect(d.onClose).toHaveBeenCalledTimes(1));
  });
});
