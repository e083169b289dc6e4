import type { Request, Response, Router } from 'express';
import type * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, okPage, FILE_MISSING, refuse, SESSION_EXPIRED } from '../envelope';
import { accountOf, me, requireAuth } from '../auth';
import { mount, routePath, validate } from '../mount';
import { appeals } from '../../contracts/api/appeals';
import { beijingText } from '../fixtures/beijing-time';
import { evidenceImages, seedAppeals } from '../fixtures/appeals';
import type { Account } from '../fixtures/accounts';
import { type AppealRecord, findFor, state } from './order-store';
import { GARDEN_FALLBACK } from '../../src/domain/order/order-display';
import { NOT_FOUND_CODE } from '../../src/domain/common/business-codes';

/**
 * The appeal screen's side of the appeals: the company's list in the shape of spec 2
 * (created, status_desc, data_name, photo_list ...) and the evidence files, which only
 * GET /v2/account/pic-file serves, and only with the bearer header of the owning company.
 */
const evidence = new Map<string, { companyId: number; uploader?: number; type: string; body: Buffer }>();

/** update-pic keeps an uploaded evidence file here (never on the public storage host). */
export function keepEvidence(key: string, companyId: number, type: string, body: Buffer, uploader?: number) {
  evidence.set(key, { companyId, uploader, type, body });
}

/**
 * Appeals follow their order's visibility (spec 2 section 6): a sub-account sees the appeals of
 * the orders it may see (an operating one only its assigned orders' ones), the others their
 * company's.
 */
const visibleAppeal = (a: Account, x: AppealRecord) => x.company_id === a.company_id && (!a.isSubAccount || Boolean(findFor(a, x.dataId)));

/** An evidence file: the uploader's own (not yet in an appeal) or one in an appeal the account sees. */
const mayOpen = (a: Account, key: string, file: { companyId: number; uploader?: number }) =>
  file.companyId === a.company_id &&
  (file.uploader === a.user_id || state.appeals.some((x) => visibleAppeal(a, x) && x.photo.split(',').includes(key)));

const STATUS_DESC: Record<number, string> = { 0: '审核中', 1: '申诉成功', 2: '申诉失败' };
const TYPE_DESC: Record<string, string> = { ORDER: '返单', ORDERDIFF: '返差价' };

function entry(a: AppealRecord) {
  const order = state.orders.find((o) => o.order_id === a.dataId);
  return {
    created: beijingText(a.timestamp),
    status: a.status,
    status_desc: STATUS_DESC[a.status] ?? '审核中',
    data_type: a.dataType,
    data_type_desc: TYPE_DESC[a.dataType] ?? a.dataType,
    data_id: a.dataId,
    data_name: order?.garden || GARDEN_FALLBACK,
    content: a.content,
    photo_list: a.photo.split(',').filter(Boolean),
    reason: a.reason ?? '',
  };
}


/** An image endpoint answers an unknown or missing bearer with HTTP 401 and code 20201. */
function requireBearer(req: Request, res: Response, next: () => void) {
  if (!accountOf(req)) return refuse(res, SESSION_EXPIRED, 401);
  requireAuth(req, res, next);
}

function routes(v2: Router) {
  mount(v2, appeals.list, (req, res) => {
    const { offset, limit } = req.query as unknown as v.InferOutput<NonNullable<typeof appeals.list.query>>;
    const a = me(req);
    const list = state.appeals.filter((x) => visibleAppeal(a, x)).sort((x, y) => y.timestamp - x.timestamp);
    okPage(res, list, offset, limit, entry);
  });

  // Its own bearer guard (HTTP 401), so registered by hand with the declared query.
  v2.get(routePath(appeals.evidence), requireBearer, validate({ query: appeals.evidence.query }), (req, res) => {
    const file = evidence.get(String(req.query.file));
    const key = String(req.query.file);
    if (file && file.companyId === me(req).company_id && !mayOpen(me(req), key, file)) return fail(res, NOT_FOUND_CODE, '无权查看该文件');
    if (!file || !mayOpen(me(req), key, file)) return refuse(res, FILE_MISSING, 404);
    // Served as the image type update-pic accepted, never sniffed into anything runnable.
    res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" });
    res.type(file.type).send(file.body);
  });
}

function reset() {
  evidence.clear();
  for (const { key, body } of evidenceImages()) keepEvidence(key, 501, 'image/png', body);
  state.appeals = [...seedAppeals(Date.now() / 1000), ...state.appeals];
}

// Listed after the orders area in server.ts: its reset empties state.appeals, this one seeds them.
export const appealRecordsArea: MockArea = {
  name: 'appeal-records',
  reset,
  routes,
  states: {
    'the company has filed no appeals': () => {
      state.appeals = state.appeals.filter((a) => a.company_id !== 501);
    },
  },
};
