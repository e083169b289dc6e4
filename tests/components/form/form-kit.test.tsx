import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { filled } from '../../../src/domain/common/schema';
import { useAppForm } from '../../../src/ui/components/form/form-kit';
import { AppFormElement } from '../../../src/ui/components/form/form-parts';
import { showFieldErrors } from '../../../src/ui/components/form/rules';
import { renderWithApp } from '../test-app';

const required = (message: string) => ({ onChange: v.pipe(v.string(), v.trim(), filled(message)) });

const flush = () => act(async () => {});

/** Two required fields on the kit: the submit button is the kit's. */
function TwoFields() {
  const form = useAppForm({ defaultValues: { username: '', password: '' }, onSubmit: () => {} });
  return (
    <AppFormElement form={form}>
      <form.AppField name="username" validators={required('请输入用户名')}>{(f) => <f.TextField label="用户名" />}</form.AppField>
      <form.AppField name="password" validators={required('请输入密码')}>{(f) => <f.TextField label="密码" type="password" />}</form.AppField>
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

describe('a refused form can be corrected and sent (issue 43)', () => {
  /**
   * Checked as a whole (its fields have no validators of their own, as registration's), with a
   * code the "server" refuses once through the kit's `showFieldErrors`.
   */
  function WholeForm({ sent }: { sent: string[] }) {
    const form = useAppForm({
      defaultValues: { code: '' },
      validators: { onChange: v.object({ code: v.pipe(v.string(), filled('请输入验证码')) }) },
      onSubmit: ({ value }) => {
        if (value.code === '000000') return showFieldErrors(form, { code: '验证码错误' });
        sent.push(value.code);
      },
    });
    return (
      <AppFormElement form={form}>
        <form.AppField name="code">{(f) => <f.TextField label="验证码" />}</form.AppField>
        <form.AppForm>
          <form.SubmitButton>注册</form.SubmitButton>
        </form.AppForm>
      </AppFormElement>
    );
  }

  it('clears a server message on the field\'s change, and the next submit sends', async () => {
    const sent: string[] = [];
    renderWithApp(<WholeForm sent={sent} />);
    const code = screen.getByRole('textbox', { name: '验证码' });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.getByText('验证码错误')).toBeTruthy());
    fireEvent.change(code, { target: { value: '123456' } });
    await waitFor(() => expect(screen.queryByText('验证码错误')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(sent).toEqual(['123456']));
  });

  it('clears a server message on a field with rules of its own too, ahead of which it showed', async () => {
    const sent: string[] = [];
    function Harness() {
      const form = useAppForm({
        defaultValues: { phone: '' },
        onSubmit: ({ value }) => void sent.push(value.phone),
      });
      return (
        <AppFormElement form={form}>
          <form.AppField name="phone" validators={required('手机号不能为空')}>{(f) => <f.TextField label="手机号" />}</form.AppField>
          <button type="button" onClick={() => showFieldErrors(form, { phone: '请填写正确的手机号' })}>获取验证码</button>
          <form.AppForm>
            <form.SubmitButton>提交申请</form.SubmitButton>
          </form.AppForm>
        </AppFormElement>
      );
    }
    renderWithApp(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByText('请填写正确的手机号')).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000001' } });
    await waitFor(() => expect(screen.queryByText('请填写正确的手机号')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(sent).toEqual(['13800000001']));
  });

  it('clears the message a submit gave by a field\'s blur check on the change that corrects it, before any blur', async () => {
    const sent: string[] = [];
    const check = ({ value }: { value: string }) => (value === '' ? '请输入验证码' : undefined);
    function Harness() {
      const form = useAppForm({ defaultValues: { code: '' }, onSubmit: ({ value }) => void sent.push(value.code) });
      return (
        <AppFormElement form={form}>
          <form.AppField name="code" validators={{ onChange: check, onBlur: check }}>{(f) => <f.TextField label="验证码" />}</form.AppField>
          <form.AppForm>
            <form.SubmitButton />
          </form.AppForm>
        </AppFormElement>
      );
    }
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByText('请输入验证码')).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '123456' } });
    await waitFor(() => expect(screen.queryByText('请输入验证码')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual(['123456']));
  });
});
