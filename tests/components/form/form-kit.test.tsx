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

describe('useFormFileWork', () => {
  it('holds the submit while a field uploads, through a failed upload too, and lets it go after', async () => {
    const { useAppForm } = await import('../../../src/ui/components/form/form-kit');
    const { AppFormElement, useFormFileWork } = await import('../../../src/ui/components/form/form-parts');
    const settles: Array<{ resolve: () => void; reject: () => void }> = [];
    const submits: number[] = [];
    function Upload() {
      const track = useFormFileWork();
      const start = () =>
        void track(new Promise<void>((resolve, reject) => settles.push({ resolve, reject }))).catch(() => undefined);
      return (
        <button type="button" onClick={start}>
          上传
        </button>
      );
    }
    function Harness() {
      const form = useAppForm({ defaultValues: { name: 'x' }, onSubmit: () => void submits.push(1) });
      return (
        <AppFormElement form={form} aria-label="表单">
          <Upload />
          <form.AppForm>
            <form.SubmitButton />
          </form.AppForm>
        </AppFormElement>
      );
    }
    renderWithApp(<Harness />);
    const submit = screen.getByRole('button', { name: '提交' });
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    // Enter in a field submits the form element itself: it must wait as well.
    fireEvent.submit(screen.getByRole('form', { name: '表单' }));
    await flush();
    expect(submits).toEqual([]);
    await act(async () => settles[0].reject());
    expect(submit).toHaveProperty('disabled', true);
    await act(async () => settles[1].resolve());
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(submits).toEqual([1]));
  });
});
