import type { NextFunction, Request, Response, Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, okPage, pageStart } from '../envelope';
import { me, requireAuth } from '../auth';
import type { Account } from '../fixtures/accounts';
import { countWords } from '../../src/domain/editor/word-count';
import { EDITOR_LIMITS } from '../../src/domain/editor/editor-constants';
import { keyOf, publicUrl } from '../fixtures/content-images';
import { type MockPromotion, seedPromotions } from '../fixtures/promotions';
import { startTimeAllowed } from '../../src/domain/common/beijing-day';
import { dateTime, guarded, idParams, int, pageNumberPaging, storageKey, validate } from '../validate';
import { PromotionBody as WirePromotionBody } from '../../contracts/api/wire/promotions';
import { refuseForeignImages } from '../content-keys';
import { COVER_AUDIT_FAILED, DELETE_ONLY_NOT_PASSED, EDIT_ONLY_NOT_PASSED, FROZEN, isFrozen, NO_PERMISSION, type Refusal, refuse, START_BEFORE_NOW } from '../refusals';
import { DAY_RANGE_MESSAGES } from '../../src/domain/common/day-range';

let promotions: MockPromotion[] = [];
/** Provider state: the next saves fail the poster's content audit (20022). */
let posterAuditFails = false;

const FAILED = 3;

const ListQuery = v.object({
  // offset is the page number (spec 2 section 7), limit the page size.
  ...pageNumberPaging(100),
  status: v.optional(v.pipe(int(), v.minValue(0), v.maxValue(3)), 0),
  sortBy: v.optional(v.picklist(['update_time', 'timestamp']), 'update_time'),
  orderBy: v.optional(v.picklist(['asc', 'desc']), 'desc'),
});

/** The body's text as the editor counts it (字数), at most its limit (spec 2 section 1). */
const withinEditorLimit = (html: string) =>
  countWords(html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').replace(/&[a-z]+;|&#\d+;/g, 'x')) <= EDITOR_LIMITS.wordLimit;

/** The wire body (the form's title, poster and body), with the mock's own facts: a stored poster, the editor's word limit, the times' format and order. */
const Body = v.pipe(
  v.object({
    ...WirePromotionBody.entries,
    title: guarded(WirePromotionBody.entries.title),
    poster: storageKey(),
    content: v.pipe(
      WirePromotionBody.entries.content,
      v.maxLength(200_000),
      v.check(withinEditorLimit, `活动内容不能超过${EDITOR_LIMITS.wordLimit}字`),
    ),
    begin_time: dateTime(),
    end_time: dateTime(),
  }),
  v.forward(v.check((b) => b.end_time >= b.begin_time, DAY_RANGE_MESSAGES.endBeforeStart), ['end_time']),
);
type PromotionBody = v.InferOutput<typeof Body>;

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
  const { offset, limit, status, sortBy, orderBy } = req.query as unknown as v.InferOutput<typeof ListQuery>;
  const sign = orderBy === 'asc' ? 1 : -1;
  const items = promotions
    .filter((p) => visible(a, p) && (!status || p.status === status))
    .sort((x, y) => sign * (x[sortBy] - y[sortBy]));
  okPage(res, items, pageStart(offset, limit), limit);
}

function find(req: Request, res: Response): MockPromotion | undefined {
  const found = promotions.find((p) => p.id === Number(req.params.id));
  if (!found || !visible(me(req), found)) return void fail(res, 20404, '优惠活动不存在');
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
  v2.get('/companies/promotional', requireAuth, mainAccountOnly, validate({ query: ListQuery }), list);
  v2.post('/companies/promotional', requireAuth, mainAccountOnly, validate({ body: Body }), (req, res) => save(req, res));
  v2.get('/companies/promotional/:id', requireAuth, mainAccountOnly, validate({ params: idParams }), (req, res) => {
    const found = find(req, res);
    if (found) ok(res, found);
  });
  v2.put('/companies/promotional/:id', requireAuth, mainAccountOnly, validate({ params: idParams, body: Body }), (req, res) => {
    const found = find(req, res);
    if (found) save(req, res, found);
  });
  v2.delete('/companies/promotional/:id', requireAuth, mainAccountOnly, validate({ params: idParams }), (req, res) => {
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
