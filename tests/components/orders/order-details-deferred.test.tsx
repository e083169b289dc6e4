import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GetOrderDetail } from '../../../src/application/orders/order-queries';
import { RequestFailedError } from '../../../src/application/errors';
import type { OrderDetail } from '../../../src/domain/order/order';
import { OrderRow } from '../../../src/ui/features/orders/order-row';
import { OrderRowContext, type OrderRowContextValue } from '../../../src/ui/features/orders/order-row-context';
import { createFlagStore } from '../../../src/ui/components/keyed-flags';
import { anOrder } from '../../fakes/order-fixtures';
import { renderWithApp, testContainer } from '../test-app';

const detail: OrderDetail = {
  contact: '张先生', phone: '13900000001', phone2: null, weixin: null, addr: '西湖区文三路1号', house_model_name: '三室两厅',
  deco_mode_name: '全包', style_name: '北欧', subUserName: null, subUserPhone: null, orderPrice: 50, demand: '客厅要亮',
  status: 1, closed: 0, complaintIt: 0, feedbacks: [],
};

describe('查看详情 paints its toggle before the details (issue 48)', () => {
  it('the click commits 收起详情 and the details frame first; the details come in a later commit, even when cached', async () => {
    const app = testContainer();
    app.container.bind(GetOrderDetail).toConstantValue({ execute: async () => detail } as unknown as GetOrderDetail);
    const context: OrderRowContextValue = { role: 'NormalAccount', run: () => {}, expanded: createFlagStore(), selection: createFlagStore(), batch: false, readOnly: false };
    const commits: string[] = [];
    const shown = () => {
      const toggle = screen.queryByRole('button', { name: /详情$/ })?.textContent ?? '';
      const frame = document.getElementById(`order-${anOrder().order_id}-details`);
      return `${toggle}${frame ? ' frame' : ''}${screen.queryByRole('heading', { name: '业主信息' }) ? ' details' : ''}`;
    };
    renderWithApp(
      <Profiler id="row" onRender={() => commits.push(shown())}>
        <OrderRowContext.Provider value={context}>
          <OrderRow order={anOrder()} />
        </OrderRowContext.Provider>
      </Profiler>,
      app,
    );
    // The first opening asks for the detail; closing and opening again finds it cached.
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }));
    await screen.findByRole('heading', { name: '业主信息' });
    fireEvent.click(screen.getByRole('button', { name: '收起详情' }));
    expect(screen.queryByRole('heading', { name: '业主信息' })).toBeNull();

    commits.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }));
    await screen.findByRole('heading', { name: '业主信息' });
    // Rendered in the click's own pass, the details would be in its first commit.
    expect(commits[0]).toBe('收起详情 frame');
    expect(commits.at(-1)).toBe('收起详情 frame details');
    expect(screen.getByRole('button', { name: '收起详情' }).getAttribute('aria-controls')).toBe(`order-${anOrder().order_id}-details`);
  });
});

describe('a detail that does not load', () => {
  it('says 详情加载失败 with 重试, and 重试 shows the details', async () => {
    const app = testContainer();
    let fail = true;
    app.container.bind(GetOrderDetail).toConstantValue({
      execute: async () => {
        // What the request layer throws (having told the user) when the network is down.
        if (fail) throw new RequestFailedError('network');
        return detail;
      },
    } as unknown as GetOrderDetail);
    const context: OrderRowContextValue = { role: 'NormalAccount', run: () => {}, expanded: createFlagStore(), selection: createFlagStore(), batch: false, readOnly: false };
    renderWithApp(
      <OrderRowContext.Provider value={context}>
        <OrderRow order={anOrder()} />
      </OrderRowContext.Provider>,
      app,
    );
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }));
    expect((await screen.findByRole('alert')).textContent).toContain('详情加载失败');
    expect(screen.queryByRole('heading', { name: '业主信息' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '业主信息' });
    expect(screen.queryByText('详情加载失败')).toBeNull();
  });
});
