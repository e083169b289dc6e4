import { beforeEach, describe, expect, it } from 'vitest';
import { SubmitFeedback } from '../../../src/application/orders/submit-feedback';
import { StartFeedback } from '../../../src/application/orders/start-feedback';
import { AssignOrders } from '../../../src/application/orders/assign-orders';
import { OrderActor } from '../../../src/application/orders/order-actor';
import type { AccountRole } from '../../../src/domain/session/roles';
import type { PermissionList } from '../../../src/domain/session/permissions';
import type { ProgressOption } from '../../../src/domain/order/feedback-progress';
import { InMemoryOrderGateway } from '../../fakes/in-memory-order-gateway';
import { RecordingNotifier } from '../../fakes/recording-notifier';
import { anOrder, sessionAs } from '../../fakes/order-fixtures';
import { HIDDEN_ORDER_MESSAGE } from '../../../src/domain/order/order';
import { loaded } from '../../fakes/loaded';

let gateway: InMemoryOrderGateway;
let notifier: RecordingNotifier;
const actorAs = (role: AccountRole = 'NormalAccount', perms: PermissionList | null = null) =>
  new OrderActor(sessionAs(role, perms), notifier);
const designer = { id: 1002, realname: '李设计', phone: '13800000002', head_img_url: null };

beforeEach(() => {
  gateway = new InMemoryOrderGateway();
  notifier = new RecordingNotifier();
});

describe('StartFeedback', () => {
  it.each([
    ['已接单', null],
    ['已量房', 4],
    ['交定金', 5],
    ['已签约', 1],
  ])('from %s preselects %s and reads the arrival', async (status, selected) => {
    gateway.arrivalValue = 1;
    const result = await new StartFeedback(loaded(gateway), actorAs()).execute(anOrder({ status_name: status }));
    expect(result.ok && result.value).toMatchObject({ selected, arrival: 1 });
  });

  it('a viewer cannot open it, and nothing is asked', async () => {
    const result = await new StartFeedback(loaded(gateway), actorAs('SubAccount', { order: 1 })).execute(anOrder());
    expect(result.ok).toBe(false);
    expect(gateway.calls).toEqual([]);
  });

  it.each(['待接单', '已拒绝'])('%s cannot take feedback', async (status) => {
    const result = await new StartFeedback(loaded(gateway), actorAs()).execute(anOrder({ status_name: status }));
    expect(result.ok).toBe(false);
    expect(gateway.calls).toEqual([]);
  });
});

describe('SubmitFeedback', () => {
  const submit = (status: string, selected: ProgressOption | null, content = '', arrival = 0) =>
    new SubmitFeedback(loaded(gateway), actorAs()).execute({
      order: anOrder({ status_name: status }),
      selected,
      initialArrival: 0,
      arrival,
      content,
    });

  it.each<[string, ProgressOption | null, string, number, Record<string, string>]>([
    ['已接单', 4, '', 0, { status_name: '已量房' }],
    ['已量房', 5, '', 0, { status_name: '交定金' }],
    ['交定金', 1, '', 0, { status_name: '已签约' }],
    ['已量房', 4, '约了周末看材料', 0, {}],
    ['已接单', null, '', 1, {}],
  ])('from %s with option %s, text %j, arrival %i', async (status, selected, content, arrival, patch) => {
    const result = await submit(status, selected, content, arrival);
    expect(result).toEqual({ ok: true, value: patch });
    expect(gateway.named('feedback')).toEqual([[{ content, option: selected ?? 0, arrival, orderId: 300101 }]]);
    expect(notifier.messages('success')).toEqual(['发表反馈成功']);
  });

  it('needs text when nothing changes', async () => {
    const result = await submit('已量房', 4, '  ');
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message: '请填写关于此订单的状态反馈' });
    expect(gateway.calls).toEqual([]);
  });

  it('a viewer is told 暂无该权限', async () => {
    const result = await new SubmitFeedback(loaded(gateway), actorAs('SubAccount', { order: 1 })).execute({
      order: anOrder(),
      selected: 4,
      initialArrival: 0,
      arrival: 0,
      content: '',
    });
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message: '暂无该权限' });
  });
});

describe('AssignOrders', () => {
  it('assigns one order', async () => {
    const result = await new AssignOrders(loaded(gateway), actorAs()).execute([anOrder()], designer);
    expect(gateway.named('assign')).toEqual([[{ orderId: [300101], subUserId: 1002, subUserName: '李设计' }]]);
    expect(result.ok && result.value).toEqual({ subUserName: '李设计', subUserPhone: '13800000002' });
    expect(notifier.messages('success')).toEqual(['分配成功']);
  });

  it('assigns a batch in one call', async () => {
    await new AssignOrders(loaded(gateway), actorAs()).execute([anOrder(), anOrder({ order_id: 300102 })], designer);
    expect(gateway.named('assign')[0]).toEqual([{ orderId: [300101, 300102], subUserId: 1002, subUserName: '李设计' }]);
  });

  it.each([
    ['no orders', [], designer, '请选择需要分配的订单'],
    ['no designer', [anOrder()], null, '请选择需要分配的设计师'],
    ['a hidden order', [anOrder({ closed: 1 })], designer, '订单已被隐藏'],
  ])('refuses %s', async (_case, orders, chosen, message) => {
    const result = await new AssignOrders(loaded(gateway), actorAs()).execute(orders, chosen);
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message });
    expect(gateway.calls).toEqual([]);
  });

  it('refuses to reassign a hidden order', async () => {
    const result = await new AssignOrders(loaded(gateway), actorAs()).execute([anOrder({ closed: 1, subUserName: '王设计' })], designer);
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message: HIDDEN_ORDER_MESSAGE });
    expect(gateway.calls).toEqual([]);
  });

  it.each<[AccountRole, PermissionList | null]>([
    ['SubAccount', { order: 2 }],
    ['GroupAccount', null],
  ])('%s cannot assign', async (role, perms) => {
    const result = await new AssignOrders(loaded(gateway), actorAs(role, perms)).execute([anOrder()], designer);
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message: '暂无该权限' });
  });
});
