import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAppForm } from '../../../src/ui/components/form/form-kit';
import { AppFormElement } from '../../../src/ui/components/form/form-parts';
import { NewPasswordFields } from '../../../src/ui/features/personal/security/new-password-fields';
import { renderWithApp } from '../test-app';

// The 新密码 / 确认密码 pair both password changes share, bound into a form with another field
// (as 快捷修改 has its code): rules and messages beside the fields, the confirmation checked
// again when the new password changes, and the form's values under the form's own names.
function Host({ onSubmit }: { onSubmit: (value: { code: string; next: string; confirm: string }) => void }) {
  const form = useAppForm({ defaultValues: { code: '1234', next: '', confirm: '' }, onSubmit: ({ value }) => onSubmit(value) });
  return (
    <AppFormElement form={form}>
      <NewPasswordFields form={form} fields={{ next: 'next', confirm: 'confirm' }} />
      <form.AppForm>
        <form.SubmitButton>确认修改</form.SubmitButton>
      </form.AppForm>
    </AppFormElement>
  );
}

function open() {
  const onSubmit = vi.fn();
  renderWithApp(<Host onSubmit={onSubmit} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
  return { onSubmit, type, submit };
}

describe('NewPasswordFields', () => {
  it('shows the hint, and on submit says what is missing beside each field', async () => {
    const f = open();
    expect(screen.getByText('8-16位，需包含大小写字母和数字')).toBeTruthy();
    f.submit();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    expect(f.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a weak password', async () => {
    const f = open();
    f.type('新密码', 'abc');
    f.type('确认密码', 'abc');
    f.submit();
    expect(await screen.findByText('密码必须包含大小写字母和数字，不少于8位数')).toBeTruthy();
    expect(f.onSubmit).not.toHaveBeenCalled();
  });

  it('checks the confirmation again as soon as the new password changes, then submits under the form names', async () => {
    const f = open();
    f.submit();
    expect(await screen.findByText('请再次输入密码')).toBeTruthy();
    f.type('新密码', 'Newpass123');
    f.type('确认密码', 'Newpass123');
    await waitFor(() => expect(screen.queryByText('请再次输入密码')).toBeNull());
    // Only the new password is edited: the confirmation beside it turns wrong without a submit.
    f.type('新密码', 'Newpass124');
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy();
    f.submit();
    expect(f.onSubmit).not.toHaveBeenCalled();
    f.type('确认密码', 'Newpass124');
    await waitFor(() => expect(screen.queryByText('两次输入密码不一致!')).toBeNull());
    f.submit();
    await waitFor(() => expect(f.onSubmit).toHaveBeenCalledWith({ code: '1234', next: 'Newpass124', confirm: 'Newpass124' }));
  });
});
