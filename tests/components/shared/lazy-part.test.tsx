import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { PartFailed, lazyPart } from '../../../src/ui/components/lazy-part';
import { renderWithApp, testContainer } from '../test-app';

/** A part whose chunk is a promise the test settles: the first load fails as a browser's import does, the next arrives. */
function flakyPart() {
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const Part = lazyPart(
    () =>
      new Promise<{ default: (p: { name: string }) => React.JSX.Element }>((resolve, reject) => {
        loads.push({
          resolve: () => resolve({ default: ({ name }) => <p>{name}已加载</p> }),
          reject: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        });
      }),
  );
  return { Part, loads };
}

const onScreen = (
  Part: ReturnType<typeof flakyPart>['Part'],
) => (
  <div>
    <input aria-label="标题" defaultValue="" />
    <Part name="编辑器" loading={<p>编辑器加载中</p>} failed={(retry) => <PartFailed what="编辑器" onRetry={retry} />} />
  </div>
);

describe('a part of a screen on a chunk of its own', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its loading state, then itself', async () => {
    const { Part, loads } = flakyPart();
    renderWithApp(onScreen(Part));
    expect(screen.getByText('编辑器加载中')).toBeTruthy();
    await act(async () => loads[0].resolve());
    expect(await screen.findByText('编辑器已加载')).toBeTruthy();
  });

  it('a chunk that does not arrive fails the part alone: the user is told, the screen and what was typed stay, 重试 loads it again', async () => {
    const { Part, loads } = flakyPart();
    const app = testContainer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(onScreen(Part), app);
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '春季促销' } });
    await act(async () => loads[0].reject());
    expect(await screen.findByText('编辑器加载失败')).toBeTruthy();
    expect(app.connection.unreachable).toBe(1);
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('春季促销');

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(loads).toHaveLength(2);
    await act(async () => loads[1].resolve());
    expect(await screen.findByText('编辑器已加载')).toBeTruthy();
    expect(screen.queryByText('编辑器加载失败')).toBeNull();
    expect(app.connection.unreachable).toBe(1);
  });

  it('a part whose failure says all the user needs is not told as the network\'s too', async () => {
    const { Part, loads } = flakyPart();
    const app = testContainer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<Part name="对话框" tellUnreachable={false} failed={() => <p>登录已过期</p>} />, app);
    await act(async () => loads[0].reject());
    expect(await screen.findByText('登录已过期')).toBeTruthy();
    expect(app.connection.unreachable).toBe(0);
  });

  it('a part mounted again after a failure loads its chunk again', async () => {
    const { Part, loads } = flakyPart();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderWithApp(<Part name="对话框" />);
    await act(async () => loads[0].reject());
    first.unmount();
    renderWithApp(<Part name="对话框" />);
    expect(loads).toHaveLength(2);
    await act(async () => loads[1].resolve());
    expect(await screen.findByText('对话框已加载')).toBeTruthy();
  });

  it("an error of the part itself shows in the part's place, and is not told as the network's", async () => {
    const app = testContainer();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPart(async () => ({
      default: () => {
        throw new Error('bug in the part');
      },
    }));
    renderWithApp(<Broken failed={(retry) => <PartFailed what="二维码" onRetry={retry} />} />, app);
    expect(await screen.findByText('二维码加载失败')).toBeTruthy();
    expect(app.connection.unreachable).toBe(0);
    expect(errors).toHaveBeenCalled();
  });
});
