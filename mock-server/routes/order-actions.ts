import type { Response, Router } from 'express';
import { fail, ok } from '../envelope';
import { me, requireAuth } from '../auth';
import type { Account } from '../fixtures/accounts';
import { type MockOrder, PROGRESS, STATUS_NAME } from '../fixtures/orders';
import { designersFor, findFor, isInProgress, mayOperate, state } from './order-store';

const now = () => Math.floor(Date.now() / 1000);
const NO_PERMISSION = (res: Response) => fail(res, 20403, '暂无该权限');
const CHANGED = (res: Response, msg = '订单状态已变更，请刷新后重试') => fail(res, 20022, msg);

/** The order's company lacks its profile: the account's own status, or a provider state. */
const incomplete = (a: Account) => a.status !== 1 || state.incomplete.has(a.company_id);

function target(a: Account, id: unknown, res: Response): MockOrder | undefined {
  const order = findFor(a, id);
  if (!order) fail(res, 20404, '订单不存在');
  return order;
}

function record(o: MockOrder, by: string, from: number, content: string) {
  o.feedbacks.unshift({ timestamp: now(), subUserName: by, leftStatus: STATUS_NAME[from], rightStatus: STATUS_NAME[o.status], content, isAdmin: 0 });
}

export function orderActionRoutes(v2: Router) {
  v2.put('/orders/assign', requireAuth, (req, res) => {
    const a = me(req);
    if (a.isSubAccount || a.isGroupCompany) return NO_PERMISSION(res);
    const ids: unknown[] = Array.isArray(req.body?.orderId) ? req.body.orderId : [req.body?.orderId];
    const orders = ids.map((id) => findFor(a, id));
    if (!ids.length || orders.some((o) => !o || !isInProgress(o) || o.closed)) return CHANGED(res, '订单不可分配');
    const designer = designersFor(a.company_id).find((d) => d.id === Number(req.body?.subUserId));
    if (!designer) return CHANGED(res, '设计师不存在');
    for (const o of orders as MockOrder[]) Object.assign(o, { subUserId: designer.id, subUserName: designer.realname, subUserPhone: designer.phone });
    ok(res, null, '分配成功');
  });

  v2.post('/orders/collections', requireAuth, (req, res) => {
    const order = target(me(req), req.body?.targetId, res);
    if (!order) return;
    if (order.closed) return CHANGED(res, '订单已被隐藏');
    order.isCollected = now();
    ok(res, null, '关注成功');
  });

  v2.delete('/orders/collections', requireAuth, (req, res) => {
    const order = target(me(req), req.body?.targetId ?? req.query.targetId, res);
    if (!order) return;
    order.isCollected = null;
    ok(res, null, '取消关注成功');
  });

  v2.put('/orders/:id/close', requireAuth, (req, res) => {
    const a = me(req);
    if (!mayOperate(a)) return NO_PERMISSION(res);
    const order = target(a, req.params.id, res);
    if (!order) return;
    order.closed = Number(req.body?.close) === 1 ? 1 : 0;
    if (order.closed) order.isCollected = null;
    ok(res, null, '操作成功');
  });

  v2.put('/orders/:id', requireAuth, (req, res) => {
    const a = me(req);
    if (!mayOperate(a)) return NO_PERMISSION(res);
    const order = target(a, req.params.id, res);
    if (!order) return;
    if (incomplete(a)) return fail(res, 20407, '你还没有完善企业信息');
    const status = Number(req.body?.status);
    if (order.status !== 2 || (status !== 3 && status !== 0)) return CHANGED(res);
    order.status = status;
    if (status === 3) {
      order.bidder_timestamp = now();
      record(order, a.realname, 2, '商家已接单');
    }
    ok(res, null, status === 3 ? '接单成功' : '拒绝成功');
  });

  v2.post('/orders/:id/feedbacks', requireAuth, (req, res) => {
    const a = me(req);
    if (!mayOperate(a)) return NO_PERMISSION(res);
    const order = target(a, req.params.id, res);
    if (!order) return;
    if (order.closed) return CHANGED(res, '订单已被隐藏');
    if (!isInProgress(order)) return CHANGED(res);
    const option = Number(req.body?.option) || 0;
    const arrival = Number(req.body?.arrival) === 1 ? 1 : 0;
    const content = String(req.body?.content ?? '').trim();
    const rank = PROGRESS.indexOf(order.status);
    if (option && PROGRESS.indexOf(option) < rank) return CHANGED(res, '订单进度不能回退');
    const advances = option !== 0 && PROGRESS.indexOf(option) > rank;
    if (!content && !advances && arrival === order.arrival) return CHANGED(res, '请填写关于此订单的状态反馈');
    if (content.length > 500) return CHANGED(res, '反馈内容不能超过500字');
    const from = order.status;
    if (advances) order.status = option;
    order.arrival = Math.max(order.arrival, arrival);
    record(order, a.realname, from, content || (arrival && !advances ? '业主已到店' : `订单进度更新为${STATUS_NAME[order.status]}`));
    ok(res, null, '发表反馈成功');
  });
}
