import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChangePasswordDialog } from '../../../src/ui/features/sign-in/change-password-dialog';
import { renderWithApp } from '../test-app';

// The forced change after sign-in, on the form kit: every message on the first submit, one
// change per double click, and a refused change keeps what was typed.
function open() {
  const onChanged = vi.fn();
  const app = renderWithApp(<ChangePasswordDialog open onChanged={onChanged} />);
  const dialog = screen.getByRole('dialog', { name: '修改密码' });
  const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  return { ...app, onChanged, dialog, type, confirm };
}

describe('the forced change-password dialog', () => {
  it('says what is missing beside each field on the first submit and changes nothing', async () => {
    const d = open();
    d.confirm();
    expect(await within(d.dialog).findByText('请输入当前密码')).toBeTruthy();
    expect(within(d.dialog).getByText('请输入新密码')).toBeTruthy();
    expect(d.auth.called('changePassword')).toHaveLength(0);
  });

  it('checks the confirmation against the new password, also when the new one changes', async () => {
    const d = open();
    d.type('新密码', 'Newpass123');
    d.type('确认密码', 'Newpass123');
    d.type('新密码', 'Newpass124');
    d.confirm();
    expect(await within(d.dialog).findByText('两次输入密码不一致!')).toBeTruthy();
  });

  it('a refused change keeps what was typed; a double click changes once; success continues', async () => {
    const d = open();
    d.type('当前密码', 'Wrong1234');
    d.type('新密码', 'Newpass123');
    d.type('确认密码', 'Newpass123');
    d.confirm();
    await waitFor(() => expect(d.auth.called('changePassword')).toHaveLength(1));
    await waitFor(() => expect(within(d.dialog).getByRole('button', { name: '确定' })).toHaveProperty('disabled', false));
    expect(d.onChanged).not.toHaveBeenCalled();
    expect(within(d.dialog).getByLabelText('新密码')).toHaveProperty('value', 'Newpass123');
    expect(within(d.dialog).getByLabelText('确认密码')).toHaveProperty('value', 'Newpass123');
    d.type('当前密码', 'Demo1234');
    d.confirm();
    d.confirm();
    await waitFor(() => expect(d.onChanged).toHaveBeenCalledTimes(1));
    expect(d.auth.called('changePassword')).toHaveLength(2);
  });
});
