import { beforeEach, describe, expect, it } from 'vitest';
import { AppealOrder, type EvidenceImage } from '../../../src/application/orders/appeal-order';
import { ExportOrders } from '../../../src/application/orders/export-orders';
import { CheckFeedbackReminder } from '../../../src/application/orders/check-feedback-reminder';
import { ListSubAccounts } from '../../../src/application/orders/order-queries';
import { OrderActor } from '../../../src/application/orders/order-actor';
import type { SessionStore } from '../../../src/application/ports/session-store';
import type { AccountRole } from '../../../src/domain/session/roles';
import type { PermissionList } from '../../../src/domain/session/permissions';
import { InMemoryOrderGateway } from '../../fakes/in-memory-order-gateway';
import { InMemoryAppealGateway, InMemorySubAccountGateway } from '../../fakes/in-memory-appeal-gateway';
import { RecordingNotifier } from '../../fakes/recording-notifier';
import { FixedClock } from '../../fakes/fixed-clock';
import { anOrder, sessionAs } from '../../fakes/order-fixtures';
import { loaded } from '../../fakes/loaded';

let notifier: RecordingNotifier;
const clock = new FixedClock(new Date(2024, 4, 20, 10, 0, 0));
const image = (name: string, type = 'image/png', size = 100) =>
  Object.assign(new Blob([new Uint8Array(size)], { type }), { name }) as EvidenceImage;

beforeEach(() => {
  notifier = new RecordingNotifier();
});

describe('AppealOrder', () => {
  const appealAs = (gateway: InMemoryAppealGateway, role: AccountRole = 'NormalAccount', perms: PermissionList | null = null) =>
    new AppealOrder(loaded(gateway), new OrderActor(sessionAs(role, perms), notifier), clock);

  it('uploads each image, then files the appeal with the saved paths', async () => {
    const gateway = new InMemoryAppealGateway();
    const result = await appealAs(gateway).execute({
      order: anOrder(),
      type: 'ORDER',
      content: ' 业主已与其他公司签约 ',
      images: [image('a.png'), image('b.jpg', 'image/jpeg')],
    });
    expect(gateway.calls.map((c) => c.name)).toEqual(['uploadEvidence', 'uploadEvidence', 'file']);
    expect(gateway.named('file')).toEqual([
      [300101, { dataType: 'ORDER', dataId: 300101, content: '业主已与其他公司签约', photo: 'complaint/a.png,complaint/b.jpg' }],
    ]);
    expect(result).toEqual({ ok: true, value: { complaintIt: 2 } });
    expect(notifier.messages('success')).toEqual(['申请成功']);
  });

  it.each([
    ['a bad format', [image('a.gif', 'image/gif')], '上传图片必须是JPG/JPEG/PNG 格式!'],
    ['a large image', [image('a.png', 'image/png', 5 * 1024 * 1024)], '上传图片大小不能超过 5MB!'],
    ['four images', [image('1.png'), image('2.png'), image('3.png'), image('4.png')], '图片不能超过3张'],
  ])('refuses %s before any upload', async (_case, images, message) => {
    const gateway = new InMemoryAppealGateway();
    const result = await appealAs(gateway).execute({ order: anOrder(), type: 'ORDERDIFF', content: '', images });
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message });
    expect(gateway.calls).toEqual([]);
  });

  it.each([
    [1, '返单已完成，不可再申诉'],
    [2, '订单审核中'],
    [5, '已返差价，返单暂未开始'],
    [null, '接单15天内您已返过差价，暂不可操作'],
  ])('complaintIt %s blocks with its message', async (code, message) => {
    const gateway = new InMemoryAppealGateway();
    const result = await appealAs(gateway).execute({ order: anOrder({ complaintIt: code }), type: 'ORDERDIFF', content: '', images: [] });
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message });
  });

  it('a viewer is told 暂无该权限', async () => {
    const result = await appealAs(new InMemoryAppealGateway(), 'SubAccount', { order: 1 }).execute({
      order: anOrder(),
      type: 'ORDERDIFF',
      content: '',
      images: [],
    });
    expect(!result.ok && result.error).toEqual({ kind: 'blocked', message: '暂无该权限' });
  });

  it('a failed upload stops before filing', async () => {
    const gateway = new InMemoryAppealGateway();
    gateway.refuse(20022, '上传失败');
    const result = await appealAs(gateway).execute({ order: anOrder(), type: 'ORDERDIFF', content: '', images: [image('a.png')] });
    expect(result.ok).toBe(false);
    expect(gateway.calls.map((c) => c.name)).toEqual(['uploadEvidence']);
  });
});

describe('ExportOrders', () => {
  it.each([
    [true, 'NormalAccount', true],
    [false, 'NormalAccount', false],
    [true, 'GroupAccount', false],
  ] as const)('vip %s %s may export: %s', async (vip, role, allowed) => {
    const gateway = new InMemoryOrderGateway();
    const actor = new OrderActor(sessionAs(role, null, vip), notifier);
    const result = await new ExportOrders(loaded(gateway), actor, clock).execute({ tab: 0, search: '', range: null, subUserId: null });
    expect(result.ok).toBe(allowed);
    if (result.ok) expect(result.value.fileName).toBe('订单列表-202405201000.xlsx');
    expect(gateway.named('exportSheet')).toEqual(allowed ? [[{ type: 2 }]] : []);
  });

  it('answers a refused export as an error, with no success notice', async () => {
    const gateway = new InMemoryOrderGateway();
    gateway.refuse(20001, 'refused');
    const before = notifier.notices.length;
    const result = await new ExportOrders(loaded(gateway), new OrderActor(sessionAs('NormalAccount'), notifier), clock).execute({ tab: 0, search: '', range: null, subUserId: null });
    expect(result.ok).toBe(false);
    expect(notifier.notices.slice(before).filter((n) => n.level === 'success')).toEqual([]);
  });
});

describe('CheckFeedbackReminder', () => {
  const memoryStore = () => {
    let date: string | null = null;
    return { getFeedbackCheckDate: () => date, setFeedbackCheckDate: (d: string) => void (date = d) } as SessionStore;
  };
  /** A screen that receives the answer; `live` false is one that went away meanwhile. */
  const screen = (live = true) => {
    const shown: boolean[] = [];
    return { shown, deliver: (show: boolean) => (shown.push(show), live) };
  };

  it('asks at most once per calendar day', async () => {
    const gateway = new InMemoryOrderGateway();
    const store = memoryStore();
    // Its own clock: the file's shared one must read 2024-05-20 10:00 whatever order tests run in.
    const day = new FixedClock(new Date(2024, 4, 20, 10, 0, 0));
    const check = new CheckFeedbackReminder(loaded(gateway), store, sessionAs('NormalAccount'), day);
    const first = screen();
    await check.execute(first.deliver);
    expect(first.shown).toEqual([true]);
    const second = screen();
    await check.execute(second.deliver);
    expect(second.shown).toEqual([]);
    expect(store.getFeedbackCheckDate()).toBe('2024-05-20');
    day.set(new Date(2024, 4, 21, 0, 1, 0));
    await check.execute(screen().deliver);
    expect(gateway.named('feedbackCheck')).toHaveLength(2);
  });

  it('an answer dropped by a remount does not use up the day: the next mount asks again and shows it', async () => {
    const gateway = new InMemoryOrderGateway();
    const store = memoryStore();
    const day = new FixedClock(new Date(2024, 4, 20, 10, 0, 0));
    const check = new CheckFeedbackReminder(loaded(gateway), store, sessionAs('NormalAccount'), day);
    const unmounted = screen(false);
    const remounted = screen();
    // Strict mode: both effects start before the first answer arrives.
    await Promise.all([check.execute(unmounted.deliver), check.execute(remounted.deliver)]);
    expect(remounted.shown).toEqual([true]);
    expect(store.getFeedbackCheckDate()).toBe('2024-05-20');
    const dropped = memoryStore();
    await new CheckFeedbackReminder(loaded(gateway), dropped, sessionAs('NormalAccount'), day).execute(screen(false).deliver);
    expect(dropped.getFeedbackCheckDate()).toBeNull();
  });

  it('a failed check stores no date', async () => {
    const gateway = new InMemoryOrderGateway();
    gateway.feedbackCheck = () => Promise.reject(new Error('offline'));
    const store = memoryStore();
    await expect(new CheckFeedbackReminder(loaded(gateway), store, sessionAs('NormalAccount'), clock).execute(screen().deliver)).rejects.toThrow();
    expect(store.getFeedbackCheckDate()).toBeNull();
  });

  it.each<[AccountRole, PermissionList | null, boolean]>([
    ['NormalAccount', null, true],
    ['SubAccount', { order: 1 }, true],
    ['SubAccount', { order: 0 }, false],
    ['GroupAccount', null, false],
  ])('%s %j is asked: %s', async (role, perms, asked) => {
    const gateway = new InMemoryOrderGateway();
    await new CheckFeedbackReminder(loaded(gateway), memoryStore(), sessionAs(role, perms), clock).execute(screen().deliver);
    expect(gateway.named('feedbackCheck')).toHaveLength(asked ? 1 : 0);
  });

  it('data other than 1 shows nothing', async () => {
    const gateway = new InMemoryOrderGateway();
    gateway.checkTimeValue = false;
    const s = screen();
    await new CheckFeedbackReminder(loaded(gateway), memoryStore(), sessionAs('NormalAccount'), clock).execute(s.deliver);
    expect(s.shown).toEqual([false]);
  });
});

describe('ListSubAccounts', () => {
  it.each<[AccountRole, 'assign' | 'filter', [number, number][]]>([
    ['NormalAccount', 'assign', [[0, 50]]],
    ['NormalAccount', 'filter', [[0, 1000]]],
    ['SubAccount', 'filter', []],
    ['GroupAccount', 'filter', []],
  ])('%s loads the %s list: %j', async (role, purpose, calls) => {
    const gateway = new InMemorySubAccountGateway([{ id: 1, realname: '李设计', phone: '1', head_img_url: null }]);
    await new ListSubAccounts(loaded(gateway), sessionAs(role, { order: 2 })).execute(purpose);
    expect(gateway.named('list')).toEqual(calls);
  });
});
