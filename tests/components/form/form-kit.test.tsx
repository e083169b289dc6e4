import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { required } from '../../../src/domain/shared/validation';
import { useAppForm } from '../../../src/ui/components/form/form-kit';
import { AppFormElement } from '../../../src/ui/components/form/form-parts';
import { rules } from '../../../src/ui/components/form/rules';
import { renderWithApp } from '../test-app';

const flush = () => act(async () => {});

/** Two required fields on the kit: the submit button is the kit's. */
function TwoFields() {
  const form = useAppForm({ defaultValues: { username: '', password: '' }, onSubmit: () => {} });
  return (
    <AppFormElement form={form}>
      <form.AppField name="username" validators={rules(required('请输入用户名'))}>{(f) => <f.TextField label="用户名" />}</form.AppField>
      <form.AppField name="password" validators={rules(required('请输入密码'))}>{(f) => <f.TextField label="密码" type="password" />}</form.AppField>
      <form.AppForm>
        <form.SubmitButton>登录</form.SubmitButton>
      </form.AppForm>
    </AppFormElement>
  );
}

describe('app forms on TanStack Form', () => {
  it('shows every field message on the first submit, untouched fields included', async () => {
    renderWithApp(<TwoFields />);
    fireEvent.change(screen.getByRole('textbox', { name: '用户名' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByText('请输入用户名')).toBeTruthy());
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });
});

describe('AppFormElement', () => {
  it('submits once on a double click and reports the repeat', async () => {
    const { useAppForm } = await import('../../../src/ui/components/form/form-kit');
    const { AppFormElement } = await import('../../../src/ui/components/form/form-parts');
    let release = () => {};
    const calls: string[] = [];
    const repeats: number[] = [];
    function Harness() {
      const form = useAppForm({
        defaultValues: { name: 'x' },
        onSubmit: () => {
          calls.push('submit');
          return new Promise<void>((r) => (release = r));
        },
      });
      return (
        <AppFormElement form={form} onRepeat={() => repeats.push(1)}>
          <button type="submit">提交</button>
        </AppFormElement>
      );
    }
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls).toEqual(['submit']));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await flush();
    expect(calls).toEqual(['submit']);
    expect(repeats.length).toBe(2);
    await act(async () => release());
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
      expect(calls).toEqual(['submit', 'submit']);
    });
  });
});
