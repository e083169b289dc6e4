import { beforeEach, describe, expect, it } from 'vitest';
import { AcceptOrder, RejectOrder } from '../../../src/application/orders/set-order-status';
import { HideOrder } from '../../../src/application/orders/hide-order';
import { RestoreOrder } from '../../../src/application/orders/restore-order';
import { FollowOrder } from '../../../src/application/orders/follow-order';
import { UnfollowOrder } from '../../../src/application/orders/unfollow-order';
import { CheckOrderAction } from '../../../src/application/orders/check-order-action';
import { OrderActor } from '../../../src/application/orders/order-actor';
import type { AccountRole } from '../../../src/domain/session/roles';
import type { PermissionList } from '../../../src/domain/session/permissions';
import { InMemoryOrderGateway } from '../../fakes/in-memory-order-gateway';
import { RecordingNotifier } from '../../fakes/recording-notifier';
import { FixedClock } from '../../fakes/fixed-clock';
import { anOrder, sessionAs } from '../../fakes/order-fixtures';
import { loaded } from '../../fakes/loaded';

let gateway: InMemoryOrderGateway;
let notifier: RecordingNotifier;
const actorAs = (role: AccountRole = 'NormalAccount', perms: PermissionList | null = null) =>
  new OrderActor(sessionAs(role, perms), notifier);

beforeEach(() => {
  gateway = new InMemoryOrderGateway();
  notifier = new RecordingNotifier();
});

describe('accept and reject', () => {
  it('accept sends 3 and the row becomes 已接单', async () => {
    const result = await new AcceptOrder(loaded(gateway), actorAs()).execute(anOrder({ status_name: '待接单' }));
    expect(gateway.named('setStatus')).toEqual([[300101, 3]]);
    expect(result).toEqual({ ok: true, value: { status_name: '已接单' } });
    expect(notifier.notices).toEqual([{ level: 'success', message: '接受订单成功', hint: undefined }]);
  });

  it('reject sends 0 and the row becomes 已拒绝', async () => {
    const result = await new RejectOrder(loaded(gateway), actorAs()).execute(anOrder({ status_name: '待接单' }));
    expect(gateway.named('setStatus')).toEqual([[300101, 0]]);
    expect(result.ok && result.value).toEqual({ status_name: '已拒绝' });
    expect(notifier.messages('success')).toEqual(['拒绝成功']);
  });

  it.each([
    ['accept', AcceptOrder],
    ['reject', RejectOrder],
  ] as const)('%s answers 20407 as company-incomplete without a toast', async (_name, UseCase) => {
    gateway.refuse(20407, '你还没有完善企业信息');
    const result = await new UseCase(loaded(gateway), actorAs()).execute(anOrder({ status_name: '待接单' }));
    expect(!result.ok && result.error).toEqual({ kind: 'company-incomplete' });
    expect(notifier.notices).toEqual([]);
  });

  it('20022 comes back as rejected (the request layer showed msg)', async () => {
    gateway.refuse(20022, '订单状态已变更');
    const result = await new AcceptOrder(loaded(gateway), actorAs()).execute(anOrder({ status_name: '待接单' }));
    expect(!result.ok && result.error).toEqual({ kind: 'rejected', code: 20022, message: '订单状态已变更' });
  });

  it.each<[AccountRole, PermissionList | null, boolean]>([
    ['NormalAccount', null, true],
    ['SubAccount', { order: 2 }, true],
    ['SubAccount', { order: 1 }, false],
    ['SubAccount', { order: 0 }, false],
    ['SubAccount', null, false],
    ['GroupAccount', null, false],
  ])('%s with %j may accept: %s', async (role, perms, allowed) => {
    const result = await new AcceptOrder(loaded(gateway), actorAs(role, perms)).execute(anOrder({ status_name: '待接单' }));
    expect(result.ok).toBe(allowed);
    expect(gateway.calls.length).toBe(allowed ? 1 : 0);
    if (!allowed) expect(notifier.messages('warning')).toEqual(['暂无该权限']);
  });
});

describe('hide, restore, follow', () => {
  it('hiding a followed order unfollows it first', async () => {
    const result = await new HideOrder(loaded(gateway), actorAs()).execute(anOrder({ isCollected: 1716000000 }));
    expect(gateway.calls.map((c) => c.name)).toEqual(['unfollow', 'close']);
    expect(gateway.named('close')).toEqual([[300101, 1]]);
    expect(result.ok && result.value).toEqual({ closed: 1, isCollected: null });
    expect(notifier.notices).toEqual([{ level: 'success', message: '已隐藏订单', hint: '可在隐藏列表中查询' }]);
  });

  it('hiding an unfollowed order only closes it', async () => {
    await new HideOrder(loaded(gateway), actorAs()).execute(anOrder());
    expect(gateway.calls.map((c) => c.name)).toEqual(['close']);
  });

  it('a failed unfollow stops the hide', async () => {
    gateway.refuse(20022, '操作失败');
    const result = await new HideOrder(loaded(gateway), actorAs()).execute(anOrder({ isCollected: 1 }));
    expect(result.ok).toBe(false);
    expect(gateway.calls.map((c) => c.name)).toEqual(['unfollow']);
  });

  it('restore sends close 0', async () => {
    const result = await new RestoreOrder(loaded(gateway), actorAs()).execute(anOrder({ closed: 1 }));
    expect(gateway.named('close')).toEqual([[300101, 0]]);
    expect(result.ok && result.value).toEqual({ closed: 0 });
    expect(notifier.messages('success')).toEqual(['已恢复订单']);
  });

  it('follow sets isCollected; a hidden order cannot be followed', async () => {
    const follow = new FollowOrder(loaded(gateway), actorAs(), new FixedClock(new Date(1716000000000)));
    expect(await follow.execute(anOrder())).toEqual({ ok: true, value: { isCollected: 1716000000 } });
    const hidden = await follow.execute(anOrder({ closed: 1 }));
    expect(!hidden.ok && hidden.error).toEqual({ kind: 'blocked', message: '订单已被隐藏' });
    expect(gateway.named('follow')).toHaveLength(1);
  });

  it('unfollow clears isCollected', async () => {
    const result = await new UnfollowOrder(loaded(gateway), actorAs()).execute(anOrder({ isCollected: 1 }));
    expect(result.ok && result.value).toEqual({ isCollected: null });
    expect(notifier.messages('success')).toEqual(['操作成功']);
  });

  it('a viewer may follow but not hide', async () => {
    const actor = actorAs('SubAccount', { order: 1 });
    expect((await new FollowOrder(loaded(gateway), actor, new FixedClock()).execute(anOrder())).ok).toBe(true);
    expect((await new HideOrder(loaded(gateway), actor).execute(anOrder())).ok).toBe(false);
    expect(notifier.messages('warning')).toEqual(['暂无该权限']);
  });
});

describe('checking an action before its dialog', () => {
  const today = new Date(2024, 4, 20, 10, 0, 0);
  const acceptedDaysAgo = (days: number) => Math.floor((today.getTime() - days * 86_400_000) / 1000);

  it.each([
    ['appeal on a reviewing order', 'appeal', { complaintIt: 2 }, '订单审核中'],
    ['appeal on a 0-yuan order', 'appeal', { orderPrice: 0 }, '0元订单不支持申诉'],
    ['appeal on a hidden order', 'appeal', { closed: 1 }, '订单已被隐藏'],
    ['feedback on a hidden order', 'feedback', { closed: 1 }, '订单已被隐藏'],
    ['an open appeal', 'appeal', {}, null],
    // Code 3 (price difference returned) on an order accepted 5 days ago: neither type can be chosen.
    ['appeal with no type to choose', 'appeal', { complaintIt: 3, bidder_timestamp: acceptedDaysAgo(5) }, '接单15天内您已返过差价，暂不可操作'],
    ['appeal with code 3 after 15 days', 'appeal', { complaintIt: 3, bidder_timestamp: acceptedDaysAgo(20) }, null],
    // The appeal's own blocks hold only for an appeal.
    ['feedback on a reviewing 0-yuan order', 'feedback', { complaintIt: 2, orderPrice: 0 }, null],
  ] as const)('%s', (_case, action, extra, message) => {
    const allowed = new CheckOrderAction(actorAs(), new FixedClock(today)).execute(action, anOrder(extra));
    expect(allowed).toBe(message === null);
    expect(notifier.messages('warning')).toEqual(message ? [message] : []);
  });
});

describe('restore by a viewer', () => {
  it('needs the level to operate orders', async () => {
    const result = await new RestoreOrder(loaded(gateway), actorAs('SubAccount', { order: 1 })).execute(anOrder({ closed: 1 }));
    expect(result.ok).toBe(false);
    expect(gateway.calls).toEqual([]);
  });
});
