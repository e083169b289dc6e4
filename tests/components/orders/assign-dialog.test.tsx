import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOKENS } from '../../../src/application/tokens';
import type { SubAccount } from '../../../src/domain/order/order';
import { ASSIGN_MESSAGES } from '../../../src/domain/order/order-actions';
import { AssignDialog } from '../../../src/ui/features/orders/assign-dialog';
import { InMemorySubAccountGateway } from '../../fakes/in-memory-appeal-gateway';
import { sessionAs } from '../../fakes/order-fixtures';
import { renderWithApp, testContainer } from '../test-app';
import { heldSubmit } from './dialog-harness';
import { loaded } from '../../fakes/loaded';

// 选择设计师 on the form kit: the designer is a form field with its message beside the list.
const ZHOU: SubAccount = { id: 2011, realname: '周婷', phone: '13900002011', head_img_url: null };
const LI: SubAccount = { id: 1002, realname: '李设计', phone: '13800000002', head_img_url: null };

async function open(count = 1) {
  const app = testContainer();
  app.container.bind(TOKENS.SubAccountGateway).toConstantValue(loaded(new InMemorySubAccountGateway([LI, ZHOU])));
  app.container.rebind(TOKENS.SessionModel).toConstantValue(sessionAs('NormalAccount'));
  const held = heldSubmit<SubAccount | null>();
  const onClose = vi.fn();
  renderWithApp(<AssignDialog count={count} onSubmit={held.submit} onClose={onClose} />, app);
  const dialog = screen.getByRole('dialog', { name: '选择设计师' });
  const designer = (name: string) => within(dialog).getByRole('button', { name: new RegExp(`^${name}`) });
  await waitFor(() => designer('周婷'));
  return { ...held, ...app, onClose, dialog, designer, confirm: () => within(dialog).getByRole('button', { name: '确定' }) };
}

describe('the designer assignment dialog', () => {
  it('says 请选择需要分配的设计师 beside the list on the first submit, and as a warning', async () => {
    const d = await open(2);
    expect(d.dialog.textContent).toContain('已选择 2 个订单');
    fireEvent.click(d.confirm());
    await waitFor(() => expect(within(d.dialog).getByRole('alert').textContent).toBe(ASSIGN_MESSAGES.designerRequired));
    expect(within(d.dialog).getByRole('group', { name: '设计师' }).getAttribute('aria-describedby')).toBe(within(d.dialog).getByRole('alert').id);
    expect(d.notifier.messages('warning')).toEqual([ASSIGN_MESSAGES.designerRequired]);
    expect(d.submit).not.toHaveBeenCalled();
    fireEvent.click(d.designer('周婷'));
    await waitFor(() => expect(within(d.dialog).queryByRole('alert')).toBeNull());
  });

  it('a second click deselects; a double click submits once; a refused submit keeps the choice', async () => {
    const d = await open();
    fireEvent.click(d.designer('李设计'));
    fireEvent.click(d.designer('李设计'));
    expect(d.designer('李设计').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(d.designer('周婷'));
    fireEvent.click(d.confirm());
    fireEvent.click(d.confirm());
    await waitFor(() => expect(d.submit).toHaveBeenCalledTimes(1));
    expect(d.submit).toHaveBeenCalledWith(ZHOU);
    expect(d.notifier.messages('warning')).toEqual([ASSIGN_MESSAGES.doubleSubmit]);
    await act(async () => d.answer(false));
    await waitFor(() => expect(d.confirm()).toHaveProperty('disabled', false));
    expect(d.onClose).not.toHaveBeenCalled();
    expect(d.designer('周婷').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(d.confirm());
    await waitFor(() => expect(d.submit).toHaveBeenCalledTimes(2));
    await act(async () => d.answer(true));
    await waitFor(() => expect(d.onClose).toHaveBeenCalledTimes(1));
  });
});

/** The order row's 分配 and the dialog it opens, as on /order. */
function RowWithAssign({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        分配
      </button>
      {open && (
        <AssignDialog
          count={1}
          onSubmit={async () => true}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('选择设计师 under React strict mode (npm start)', () => {
  // Strict mode mounts the dialog's effects twice; the focus trap of the discarded mount gives
  // focus back to 分配 once the dialog is open (in the app, as the designer list arrived). That
  // focus outside closed the dialog; the trap now brings focus back and the dialog stays.
  it('stays open, with its designers, when focus goes back to 分配 after it opened', async () => {
    const app = testContainer();
    app.container.bind(TOKENS.SubAccountGateway).toConstantValue(loaded(new InMemorySubAccountGateway([LI, ZHOU])));
    app.container.rebind(TOKENS.SessionModel).toConstantValue(sessionAs('NormalAccount'));
    const onClose = vi.fn();
    renderWithApp(
      <StrictMode>
        <RowWithAssign onClose={onClose} />
      </StrictMode>,
      app,
    );
    const trigger = screen.getByRole('button', { name: '分配' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '选择设计师' });
    await waitFor(() => within(dialog).getByRole('button', { name: /^周婷/ }));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    act(() => trigger.focus());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '选择设计师' })).toBe(dialog);
  });
});
