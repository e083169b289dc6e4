import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { screen, waitFor, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { ToldFailure, rootErrorOptions, showStartupFailure } from '../../../src/ui/platform/startup-failure';

/** A window whose reload is `reload`, and which hears the events dispatched on it (online). */
const pageWith = (reload: () => void) => Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;

/** What a page shows when the app cannot start (main.tsx), before React or Chakra are there. */
describe('showStartupFailure', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it.each([
    ['the signed-in frame', '<div id="root" data-frame><header>商家中心</header><div role="status">加载中…</div></div>'],
    ['the inert prerendered login form', '<div id="root" data-prerendered="/login" inert><input aria-label="用户名"><button>登录</button></div>'],
  ])('replaces %s with the failure and a retry that loads the page again', (_, html) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = html;
    const root = document.getElementById('root')!;
    const reload = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    showStartupFailure(root, failure, pageWith(reload));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: '页面出错了' })).toBeTruthy();
    expect(alert.textContent).toContain('抱歉，页面加载失败，请稍后重试。');
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.dataset.frame).toBeUndefined();
    expect(root.dataset.prerendered).toBeUndefined();
    // Reported once, for whoever looks at the console.
    expect(error).toHaveBeenCalledWith(failure);

    within(alert).getByRole('button', { name: '重试' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads the page again by itself when the browser comes back online, once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="root" data-frame></div>';
    const reload = vi.fn();
    const page = pageWith(reload);
    showStartupFailure(document.getElementById('root')!, new TypeError('Failed to fetch dynamically imported module'), page);
    expect(reload).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('online'));
    page.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('an error that no boundary catches', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('shows the failure and the retry where React unmounted the app, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="root"></div>';
    const element = document.getElementById('root')!;
    const reload = vi.fn();
    function Broken(): never {
      throw new Error('a provider broke');
    }
    const root = createRoot(element, rootErrorOptions(element, pageWith(reload)));
    // Outside act(), as in the browser: inside it, React hands the error to act() instead.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root.render(<Broken />);
      await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: '页面出错了' })).toBeTruthy();
    within(alert).getByRole('button', { name: '重试' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the app root's log of errors a boundary caught", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
    state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    render() {
      return this.state.failed ? <p>部分失败</p> : this.props.children;
    }
  }

  async function caught(error: Error) {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="root"></div>';
    const element = document.getElementById('root')!;
    function Part(): never {
      throw error;
    }
    const root = createRoot(element, rootErrorOptions(element));
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root.render(
        <Boundary>
          <Part />
        </Boundary>,
      );
      await waitFor(() => expect(screen.getByText('部分失败')).toBeTruthy());
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      root.unmount();
    }
    return log.mock.calls.filter((args) => args.includes(error));
  }

  it('logs an error of the app, as React does', async () => {
    expect(await caught(new Error('a bug in a part'))).toHaveLength(1);
  });

  it('does not log a failure the user has been told about (a chunk that did not arrive)', async () => {
    expect(await caught(new ToldFailure('a part of the screen did not load'))).toHaveLength(0);
  });
});
