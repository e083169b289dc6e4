import { describe, expect, it } from 'vitest';
import {
  ROW_ACTION_LABELS,
  type RowAction,
  actionBlock,
  canBatchAssign,
  canExport,
  isBatchAssignable,
  loadsSubAccountFilter,
  orderListPath,
  rowActions,
} from '../../../src/domain/order/order-actions';
import { isFollowed } from '../../../src/domain/order/order';
import type { AccountRole } from '../../../src/domain/session/roles';
import { anOrder } from '../../fakes/order-fixtures';

describe('row actions by status and role', () => {
  it.each<[string, string, AccountRole, Partial<Parameters<typeof anOrder>[0]>, RowAction[]]>([
    ['pending', '待接单', 'NormalAccount', {}, ['accept', 'reject', 'follow', 'hide', 'appeal']],
    ['accepted, unassigned, main', '已接单', 'NormalAccount', {}, ['assign', 'feedback', 'follow', 'hide', 'appeal']],
    ['accepted, unassigned, sub', '已接单', 'SubAccount', {}, ['feedback', 'follow', 'hide', 'appeal']],
    ['assigned, main', '已量房', 'NormalAccount', { subUserName: '李设计' }, ['reassign', 'feedback', 'follow', 'hide', 'appeal']],
    ['assigned, sub', '交定金', 'SubAccount', { subUserName: '李设计' }, ['feedback', 'follow', 'hide', 'appeal']],
    ['signed', '已签约', 'NormalAccount', {}, ['assign', 'feedback', 'follow', 'hide', 'appeal']],
    ['rejected', '已拒绝', 'NormalAccount', {}, ['follow', 'hide']],
    ['followed', '已接单', 'NormalAccount', { isCollected: 1 }, ['assign', 'feedback', 'unfollow', 'hide', 'appeal']],
    ['hidden', '已接单', 'NormalAccount', { closed: 1 }, ['assign', 'feedback', 'follow', 'restore', 'appeal']],
    ['complaint 99', '已接单', 'NormalAccount', { complaintIt: 99 }, ['assign', 'feedback', 'follow', 'hide']],
  ])('%s', (_case, status, role, extra, expected) => {
    expect(rowActions(anOrder({ status_name: status, ...extra }), role)).toEqual(expected);
  });
});

describe('action blocks', () => {
  const visible = anOrder();
  const hidden = anOrder({ closed: 1 });
  const viewer = { order: 1 };
  const designer = { order: 2 };
  it.each<[RowAction, AccountRole, { order: number } | null, boolean, string | null]>([
    ['accept', 'NormalAccount', null, false, null],
    ['accept', 'SubAccount', designer, false, null],
    ['accept', 'SubAccount', viewer, false, '暂无该权限'],
    ['reject', 'SubAccount', viewer, false, '暂无该权限'],
    ['feedback', 'SubAccount', viewer, false, '暂无该权限'],
    ['hide', 'SubAccount', viewer, false, '暂无该权限'],
    ['restore', 'SubAccount', viewer, true, '暂无该权限'],
    ['appeal', 'SubAccount', viewer, false, '暂无该权限'],
    ['follow', 'SubAccount', viewer, false, null],
    ['assign', 'SubAccount', designer, false, '暂无该权限'],
    ['reassign', 'SubAccount', designer, false, '暂无该权限'],
    ['assign', 'NormalAccount', null, true, '订单已被隐藏'],
    ['reassign', 'NormalAccount', null, true, '订单已被隐藏'],
    ['follow', 'NormalAccount', null, true, '订单已被隐藏'],
    ['feedback', 'NormalAccount', null, true, '订单已被隐藏'],
    ['appeal', 'NormalAccount', null, true, '订单已被隐藏'],
    ['restore', 'NormalAccount', null, true, null],
    ['unfollow', 'NormalAccount', null, true, null],
    ['accept', 'GroupAccount', null, false, '暂无该权限'],
  ])('%s by %s %j on a hidden=%s order: %s', (action, role, perms, isHidden, expected) => {
    expect(actionBlock(action, isHidden ? hidden : visible, role, perms)).toBe(expected);
  });
});

describe('role rules', () => {
  it.each<[AccountRole, boolean, boolean, string]>([
    ['NormalAccount', true, true, '/order'],
    ['SubAccount', false, false, '/order'],
    ['GroupAccount', false, false, '/grouporder'],
  ])('%s: filter %s, batch %s, list %s', (role, filter, batch, path) => {
    expect(loadsSubAccountFilter(role)).toBe(filter);
    expect(canBatchAssign(role)).toBe(batch);
    expect(orderListPath(role)).toBe(path);
  });

  it('export only for VIP companies', () => {
    expect(canExport(true)).toBe(true);
    expect(canExport(false)).toBe(false);
  });

  it.each([
    ['已接单', 0, true],
    ['已接单', 1, false],
    ['待接单', 0, false],
    ['已拒绝', 0, false],
  ])('%s closed %i batch assignable %s', (status, closed, expected) => {
    expect(isBatchAssignable(anOrder({ status_name: status, closed }))).toBe(expected);
  });
});

describe('row action names', () => {
  it('gives every action its own accessible name', () => {
    const actions: RowAction[] = ['accept', 'reject', 'assign', 'reassign', 'feedback', 'follow', 'unfollow', 'hide', 'restore', 'appeal'];
    expect(Object.keys(ROW_ACTION_LABELS).sort()).toEqual([...actions].sort());
    const labels = Object.values(ROW_ACTION_LABELS);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe("an order's state as the list sends it", () => {
  it('is followed only with a follow time', () => {
    expect(isFollowed(anOrder({ isCollected: 1716000000 }))).toBe(true);
    expect(isFollowed(anOrder({ isCollected: null }))).toBe(false);
    expect(isFollowed({ isCollected: undefined } as unknown as Parameters<typeof isFollowed>[0])).toBe(false);
  });
});
