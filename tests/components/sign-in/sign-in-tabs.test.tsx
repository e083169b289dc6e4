import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SignInTabs } from '../../../src/ui/features/sign-in/sign-in-tabs';

const renderTabs = () =>
  render(
    <SignInTabs
      defaultValue="sms"
      tabs={[
        { value: 'sms', label: '快捷登录', panel: <input aria-label="手机号" /> },
        { value: 'password', label: '账号登录', panel: <input aria-label="用户名" /> },
      ]}
    />,
  );
const tab = (name: string) => screen.getByRole('tab', { name });

describe('SignInTabs: 快捷登录 and 账号登录', () => {
  it('shows the selected tab’s panel, named by its tab, and only that tab is in the tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(tab('快捷登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('账号登录').getAttribute('aria-selected')).toBe('false');
    expect(tab('快捷登录').tabIndex).toBe(0);
    expect(tab('账号登录').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: '快捷登录' });
    expect(tab('快捷登录').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('textbox', { name: '手机号' })).toBeTruthy();
    // A panel mounts when its tab is first chosen.
    expect(screen.queryByRole('textbox', { name: '用户名', hidden: true })).toBeNull();
  });

  it('switches on click, and keeps what was typed in the other panel', () => {
    renderTabs();
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000000' } });
    fireEvent.click(tab('账号登录'));
    expect(tab('账号登录').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '账号登录' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '手机号' })).toBeNull();
    fireEvent.click(tab('快捷登录'));
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe('13800000000');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End, and takes the focus along', () => {
    renderTabs();
    tab('快捷登录').focus();
    fireEvent.keyDown(tab('快捷登录'), { key: 'ArrowRight' });
    expect(tab('账号登录').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('账号登录'));
    fireEvent.keyDown(tab('账号登录'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('快捷登录'));
    fireEvent.keyDown(tab('快捷登录'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('账号登录'));
    fireEvent.keyDown(tab('账号登录'), { key: 'Home' });
    expect(tab('快捷登录').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('快捷登录'), { key: 'End' });
    expect(tab('账号登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('账号登录').tabIndex).toBe(0);
    expect(tab('快捷登录').tabIndex).toBe(-1);
  });
});
