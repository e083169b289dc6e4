import type { Request, Response, Router } from 'express';
import type * as v from 'valibot';
import { fail, ok, DESIGNER_MISSING_MESSAGE, INCOMPLETE_PROFILE, NO_PERMISSION, ORDER_MISSING, refuse } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import type { Account } from '../fixtures/accounts';
import { type MockOrder, PROGRESS, STATUS_NAME } from '../fixtures/orders';
import { designersFor, findFor, isInProgress, mayOperate, state } from './order-store';
import { type assignBody, type closeBody, type feedbackBody, orders, type statusBody } from '../../contracts/api/orders';
import { HIDDEN_ORDER_MESSAGE } from '../../src/domain/order/order';
import { ORDER_SUCCESS } from '../../src/domain/order/order-status';
import { FEEDBACK_MESSAGES } from '../../src/domain/order/feedback-progress';
import { AUDIT_FAILED_CODE } from '../../src/domain/common/business-codes';

const now = () => Math.floor(Date.now() / 1000);
const CHANGED = (res: Response, msg = '订单状态已变更，请刷新后重试') => fail(res, AUDIT_FAILED_CODE, msg);

/** The order's company lacks its profile: the account's own status, or a provider state. */
const incomplete = (a: Account) => a.status !== 1 || state.incomplete.has(a.company_id);

/** An order the account sees (an operating sub-account: only its own), else 20404. */
function target(a: Account, id: unknown, res: Response): MockOrder | undefined {
  const order = findFor(a, id);
  if (!order) refuse(res, ORDER_MISSING);
  return order;
}

/** An operable order: level 2 and not a group account (read-only), then visible to the account. */
function operable(req: Request, res: Response): MockOrder | undefined {
  const a = me(req);
  if (!mayOperate(a)) return void refuse(res, NO_PERMISSION);
  return target(a, req.params.id, res);
}

function record(o: MockOrder, by: string, from: number, content: string) {
  o.feedbacks.unshift({ timestamp: now(), subUserName: by, leftStatus: STATUS_NAME[from], rightStatus: STATUS_NAME[o.status], content, isAdmin: 0 });
}

function feedback(req: Request, res: Response) {
  const order = operable(req, res);
  if (!order) return;
  if (order.closed) return CHANGED(res, HIDDEN_ORDER_MESSAGE);
  if (!isInProgress(order)) return CHANGED(res);
  const { option, arrival, content } = req.body as v.InferOutput<typeof feedbackBody>;
  const rank = PROGRESS.indexOf(order.status);
  if (option && PROGRESS.indexOf(option) < rank) return CHANGED(res, '订单进度不能回退');
  const advances = option !== 0 && PROGRESS.indexOf(option) > rank;
  const arrives = arrival === 1 && order.arrival === 0;
  if (!content && !advances && !arrives) return CHANGED(res, FEEDBACK_MESSAGES.required);
  const from = order.status;
  if (advances) order.status = option;
  if (arrives) order.arrival = 1;
  record(order, me(req).realname, from, content || (arrives && !advances ? '业主已到店' : `订单进度更新为${STATUS_NAME[order.status]}`));
  ok(res, null, ORDER_SUCCESS.feedback);
}

/** Following changes the list of a person who may see the order; group accounts only read. */
function follow(req: Request, res: Response, id: number | undefined, on: boolean) {
  const a = me(req);
  if (a.isGroupCompany) return refuse(res, NO_PERMISSION);
  if (id === undefined) return fail(res, 400, '参数错误：targetId', null, 400);
  const order = target(a, id, res);
  if (!order) return;
  if (on && order.closed) return CHANGED(res, HIDDEN_ORDER_MESSAGE);
  order.isCollected = on ? now() : null;
  ok(res, null, on ? '关注成功' : '取消关注成功');
}

export function orderActionRoutes(v2: Router) {
  mount(v2, orders.assign, (req, res) => {
    const a = me(req);
    if (a.isSubAccount || a.isGroupCompany) return refuse(res, NO_PERMISSION);
    const { orderId: ids, subUserId } = req.body as v.InferOutput<typeof assignBody>;
    const orders = ids.map((id) => findFor(a, id));
    if (orders.some((o) => !o || !isInProgress(o) || o.closed)) return CHANGED(res, '订单不可分配');
    const designer = designersFor(a.company_id).find((d) => d.id === subUserId);
    if (!designer) return CHANGED(res, DESIGNER_MISSING_MESSAGE);
    for (const o of orders as MockOrder[]) Object.assign(o, { subUserId: designer.id, subUserName: designer.realname, subUserPhone: designer.phone });
    ok(res, null, ORDER_SUCCESS.assigned);
  });

  mount(v2, orders.follow, (req, res) => follow(req, res, req.body.targetId, true));
  mount(v2, orders.unfollow, (req, res) =>
    follow(req, res, req.body.targetId ?? (req.query as { targetId?: number }).targetId, false),
  );

  mount(v2, orders.close, (req, res) => {
    const order = operable(req, res);
    if (!order) return;
    order.closed = (req.body as v.InferOutput<typeof closeBody>).close;
    if (order.closed) order.isCollected = null;
    ok(res, null, '操作成功');
  });

  mount(v2, orders.setStatus, (req, res) => {
    const order = operable(req, res);
    if (!order) return;
    const a = me(req);
    if (incomplete(a)) return refuse(res, INCOMPLETE_PROFILE);
    const { status } = req.body as v.InferOutput<typeof statusBody>;
    if (order.status !== 2) return CHANGED(res);
    order.status = status;
    if (status === 3) {
      order.bidder_timestamp = now();
      record(order, a.realname, 2, '商家已接单');
    }
    ok(res, null, status === 3 ? '接单成功' : ORDER_SUCCESS.rejected);
  });

  mount(v2, orders.feedback, feedback);
}
