import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { TOKENS } from '../../../src/application/tokens';
import type { OrderDialog } from '../../../src/ui/features/orders/order-dialog-state';
import { type OrderActions, useOrderActions } from '../../../src/ui/features/orders/use-order-actions';
import { HeldOrderGateway } from '../../fakes/in-memory-order-gateway';
import { FixedClock } from '../../fakes/fixed-clock';
import { anOrder, sessionAs } from '../../fakes/order-fixtures';
import { renderWithApp, testContainer } from '../test-app';
import { loaded } from '../../fakes/loaded';


function harness() {
  const app = testContainer();
  const gateway = new HeldOrderGateway();
  app.container.bind(TOKENS.OrderGateway).toConstantValue(loaded(gateway));
  app.container.bind(TOKENS.Clock).toConstantValue(new FixedClock());
  app.container.rebind(TOKENS.SessionModel).toConstantValue(sessionAs('NormalAccount'));
  const opened: OrderDialog[] = [];
  let actions!: OrderActions;
  function Probe() {
    actions = useOrderActions((dialog) => void opened.push(dialog));
    return null;
  }
  renderWithApp(<Probe />, app);
  return { gateway, opened, run: (...a: Parameters<OrderActions['run']>) => actions.run(...a) };
}

describe('a row action is in flight at most once', () => {
  it.each([
    ['接单', 'accept', 'setStatus', anOrder({ status_name: '待接单' })],
    ['关注', 'follow', 'follow', anOrder()],
    ['隐藏', 'hide', 'close', anOrder()],
  ] as const)('a double click on %s sends one request', async (_label, action, call, order) => {
    const h = harness();
    let first!: Promise<void>;
    await act(async () => {
      first = h.run(action, order);
      void h.run(action, order);
    });
    expect(h.gateway.named(call)).toHaveLength(1);
    await act(async () => {
      h.gateway.release();
      await first;
    });
    expect(h.gateway.named(call)).toHaveLength(1);
  });

  it('a double click on 写反馈 opens the dialog once', async () => {
    const h = harness();
    let first!: Promise<void>;
    await act(async () => {
      first = h.run('feedback', anOrder());
      void h.run('feedback', anOrder());
    });
    await act(async () => {
      h.gateway.release();
      await first;
    });
    expect(h.gateway.named('arrival')).toHaveLength(1);
    expect(h.opened.filter((d) => d.kind === 'feedback')).toHaveLength(1);
  });

  it('the same action may run again once the first has finished', async () => {
    const h = harness();
    h.gateway.release();
    await act(() => h.run('follow', anOrder()));
    await act(() => h.run('follow', anOrder({ order_id: 300102 })));
    await act(() => h.run('follow', anOrder()));
    expect(h.gateway.named('follow')).toEqual([[300101], [300102], [300101]]);
  });
});
