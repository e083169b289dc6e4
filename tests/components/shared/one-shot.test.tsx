import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../../src/ui/components/confirm-dialog';
import { OneShotButton } from '../../../src/ui/components/one-shot-button';
import { renderWithApp } from '../test-app';

// Issue 55: the shared guard of every confirm and one-shot button (src/ui/components/one-shot.ts).
// A double click as a fast hand makes it: two clicks in one task, with no render between them.

/** An action that runs until the test settles it, counting its starts. */
function heldAction() {
  const calls: number[] = [];
  let settle = () => {};
  const action = () => {
    calls.push(1);
    return new Promise<void>((resolve) => (settle = resolve));
  };
  return { calls, action, settle: () => act(async () => settle()) };
}

const twoClicksInOneTask = (el: HTMLElement) =>
  act(() => {
    el.click();
    el.click();
  });

describe('one-shot guard', () => {
  it('ConfirmDialog confirms once on a double click, and again once the first has settled', async () => {
    const held = heldAction();
    renderWithApp(
      <ConfirmDialog open onConfirm={held.action} onCancel={() => undefined}>
        请确认是否删除该条信息
      </ConfirmDialog>,
    );
    const confirm = await screen.findByRole('button', { name: '确定' });
    await twoClicksInOneTask(confirm);
    expect(held.calls).toHaveLength(1);
    // While it runs the answer buttons are busy: 取消 is disabled.
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(true);
    confirm.click();
    expect(held.calls).toHaveLength(1);
    await held.settle();
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(false);
    await twoClicksInOneTask(screen.getByRole('button', { name: '确定' }));
    expect(held.calls).toHaveLength(2);
  });

  it('a failed action releases the guard', async () => {
    const calls: number[] = [];
    renderWithApp(
      <OneShotButton
        onClick={() => {
          calls.push(1);
          return Promise.reject(new Error('refused'));
        }}
      >
        解绑
      </OneShotButton>,
    );
    const button = screen.getByRole('button', { name: '解绑' });
    await twoClicksInOneTask(button);
    expect(calls).toHaveLength(1);
    await act(async () => {});
    await twoClicksInOneTask(screen.getByRole('button', { name: '解绑' }));
    expect(calls).toHaveLength(2);
  });

  it('OneShotButton shows it is busy until its action settles', async () => {
    const held = heldAction();
    renderWithApp(<OneShotButton onClick={held.action}>确认注销</OneShotButton>);
    const button = screen.getByRole('button', { name: '确认注销' });
    await twoClicksInOneTask(button);
    expect(held.calls).toHaveLength(1);
    // Loading: Chakra hides the label behind its spinner.
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    await held.settle();
    expect((screen.getByRole('button', { name: '确认注销' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
