import type { NextFunction, Request, Response, Router } from 'express';
import type { MockArea } from '../area';
import { fail, ok, okPage, pageStart, COVER_AUDIT_FAILED, DELETE_ONLY_NOT_PASSED, EDIT_ONLY_NOT_PASSED, FROZEN, isFrozen, NO_PERMISSION, type Refusal, refuse, START_BEFORE_NOW } from '../envelope';
import { me } from '../auth';
import type { Account } from '../fixtures/accounts';
import { keyOf, publicUrl } from '../fixtures/content-images';
import { type MockPromotion, seedPromotions } from '../fixtures/promotions';
import { startTimeAllowed } from '../../src/domain/common/beijing-day';
import { mount } from '../mount';
import { type PromotionBody, type PromotionListQuery, promotions as api } from '../../contracts/api/promotions';
import { refuseForeignImages } from '../content-keys';
import { NOT_FOUND_CODE } from '../../src/domain/common/business-codes';

let promotions: MockPromotion[] = [];
/** Provider state: the next saves fail the poster's content audit (20022). */
let posterAuditFails = false;

const FAILED = 3;



/**
 * Promotions are a screen of the normal account's menu only (spec 2 section 2): sub-accounts and
 * group accounts reach none of these endpoints.
 */
const mainAccount = (a: Account) => !a.isSubAccount && !a.isGroupCompany;
const visible = (a: Account, p: MockPromotion) => p.status !== 0 && p.company_id === a.company_id;
const mayWrite = mainAccount;

/** Refuses an account whose menu has no promotions. */
function mainAccountOnly(req: Request, res: Response, next: NextFunction) {
  if (!mainAccount(me(req))) return refuse(res, NO_PERMISSION);
  next();
}

function list(req: Request, res: Response) {
  const a = me(req);
  const { offset, limit, status, sortBy, orderBy } = req.query as unknown as PromotionListQuery;
  const sign = orderBy === 'asc' ? 1 : -1;
  const items = promotions
    .filter((p) => visible(a, p) && (!status || p.status === status))
    .sort((x, y) => sign * (x[sortBy] - y[sortBy]));
  okPage(res, items, pageStart(offset, limit), limit);
}

function find(req: Request, res: Response): MockPromotion | undefined {
  const found = promotions.find((p) => p.id === Number(req.params.id));
  if (!found || !visible(me(req), found)) return void fail(res, NOT_FOUND_CODE, '优惠活动不存在');
  return found;
}

/** Why a save is refused, in the order the backend checks: role, frozen, state, dates, audit. */
function refusal(a: Account, body: PromotionBody, existing?: MockPromotion): Refusal | null {
  if (!mayWrite(a)) return NO_PERMISSION;
  if (!existing && isFrozen(a)) return FROZEN;
  if (existing && existing.status !== FAILED) return EDIT_ONLY_NOT_PASSED;
  if (!startTimeAllowed(body.begin_time, new Date(), Boolean(existing))) return START_BEFORE_NOW;
  if (posterAuditFails) return COVER_AUDIT_FAILED;
  return null;
}

function save(req: Request, res: Response, existing?: MockPromotion) {
  const a = me(req);
  const body = req.body as PromotionBody;
  const refused = refusal(a, body, existing);
  if (refused) return refuse(res, refused);
  if (refuseForeignImages(res, a, 'promotion', [body.poster], existing ? [existing.poster] : [])) return;
  const now = Math.floor(Date.now() / 1000);
  const poster = keyOf(body.poster);
  const target: MockPromotion = existing ?? {
    ...body, id: Math.max(700, ...promotions.map((p) => p.id)) + 1, poster, picture: '', timestamp: now,
    update_time: now, status: 2, company_id: a.company_id, author_id: a.user_id,
  };
  Object.assign(target, { ...body, poster, picture: publicUrl(poster), status: 2, update_time: now });
  if (!existing) promotions.push(target);
  ok(res, { id: target.id }, existing ? '修改成功!' : '提交成功');
}

function routes(v2: Router) {
  mount(v2, api.list, { before: [mainAccountOnly] }, list);
  mount(v2, api.create, { before: [mainAccountOnly] }, (req, res) => save(req, res));
  mount(v2, api.one, { before: [mainAccountOnly] }, (req, res) => {
    const found = find(req, res);
    if (found) ok(res, found);
  });
  mount(v2, api.update, { before: [mainAccountOnly] }, (req, res) => {
    const found = find(req, res);
    if (found) save(req, res, found);
  });
  mount(v2, api.remove, { before: [mainAccountOnly] }, (req, res) => {
    const found = find(req, res);
    if (!found) return;
    if (!mayWrite(me(req))) return refuse(res, NO_PERMISSION);
    if (found.status !== FAILED) return refuse(res, DELETE_ONLY_NOT_PASSED);
    found.status = 0;
    ok(res, null, '删除成功!');
  });
}

export const promotionsArea: MockArea = {
  name: 'promotions',
  reset: () => {
    promotions = seedPromotions();
    posterAuditFails = false;
  },
  routes,
  states: {
    'the merchant company has no promotions': () => {
      promotions = promotions.filter((p) => p.company_id !== 501);
    },
    'promotion posters fail the content audit': () => {
      posterAuditFails = true;
    },
  },
};
