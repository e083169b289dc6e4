import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { appSystem } from '../../../src/ui/app/app-system';
import type { Notifier } from '../../../src/application/ports/notifier';
import { AppToaster as LazyToaster, createToastNotifier } from '../../../src/ui/components/toaster';
import { AppToaster, toaster } from '../../../src/ui/components/toaster-view';

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

/** A guard that refuses while React commits: a redirecting page's effect, a layout effect. */
function Refusing({ notifier, message, layout }: { notifier: Notifier; message: string; layout?: boolean }) {
  const useLifecycle = layout ? useLayoutEffect : useEffect;
  useLifecycle(() => notifier.warning(message), [notifier, message]);
  return null;
}

describe('toast notifier', () => {
  it.each([
    ['an effect', false],
    ['a layout effect', true],
  ])('a toast raised from %s shows without React logging "flushSync was called from inside a lifecycle method"', async (_where, layout) => {
    const errors = vi.spyOn(console, 'error');
    const notifier = createToastNotifier();
    const message = layout ? '只有未通过状态才能编辑，其他状态不能编辑操作!' : '暂无该权限';
    const app = (refusing: boolean) => (
      <ChakraProvider value={appSystem}>
        <AppToaster />
        {refusing && <Refusing notifier={notifier} message={message} layout={layout} />}
      </ChakraProvider>
    );
    // The toaster is on screen (as in the app) before a screen refuses.
    const view = render(app(false));
    notifier.info('欢迎');
    await screen.findByText('欢迎');
    view.rerender(app(true));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).not.toContain('flushSync');
  });

  it('a message raised before the toaster chunk has loaded is shown once it has', async () => {
    const notifier = createToastNotifier();
    notifier.error('网络不给力，请重试');
    notifier.success('登录成功');
    render(
      <ChakraProvider value={appSystem}>
        <LazyToaster />
      </ChakraProvider>,
    );
    expect(await screen.findByText('网络不给力，请重试')).toBeTruthy();
    expect(await screen.findByText('登录成功')).toBeTruthy();
  });

  it('names its region in Chinese, with the key that focuses it', async () => {
    render(
      <ChakraProvider value={appSystem}>
        <AppToaster />
      </ChakraProvider>,
    );
    createToastNotifier().info('欢迎');
    await screen.findByText('欢迎');
    expect(screen.getByRole('region', { name: '消息提示（Alt+T）' })).toBeTruthy();
  });

  it('shows a message\'s inline HTML as formatting (spec 1 §8), through the article bodies\' sanitiser', async () => {
    render(
      <ChakraProvider value={appSystem}>
        <AppToaster />
      </ChakraProvider>,
    );
    createToastNotifier().error('<b>粗体</b>消息<img src="x" onerror="window.__toastXss = 1"><a href="https://evil.net">链接</a>');
    const bold = await screen.findByText('粗体');
    expect(bold.tagName).toBe('B');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('粗体消息链接');
    expect(alert.textContent).not.toContain('<b>');
    expect(alert.querySelector('img, a')).toBeNull();
  });
});
