import type { Request, Response, Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, okPage, pageStart } from '../envelope';
import { me, requireAuth } from '../auth';
import type { Account } from '../fixtures/accounts';
import { companiesOf } from '../fixtures/albums';
import { keyOf, publicUrl } from '../fixtures/content-images';
import { type MockPromotion, dayFromToday, seedPromotions } from '../fixtures/promotions';
import { idParams, int, pageNumberPaging, storageKey, text, validate } from '../validate';

let promotions: MockPromotion[] = [];
/** Provider state: the next saves fail the poster's content audit (20022). */
let posterAuditFails = false;

const FROZEN = 3;
const FAILED = 3;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const ListQuery = v.object({
  // offset is the page number (spec 2 section 7), limit the page size.
  ...pageNumberPaging(100),
  status: v.optional(v.pipe(int(), v.minValue(0), v.maxValue(3)), 0),
  sortBy: v.optional(v.picklist(['update_time', 'timestamp']), 'update_time'),
  orderBy: v.optional(v.picklist(['asc', 'desc']), 'desc'),
});

const Body = v.pipe(
  v.object({
    title: text(40, 6),
    poster: storageKey(),
    content: v.pipe(v.string(), v.maxLength(200_000), v.check((s) => s.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '' || /<img\b/i.test(s), '请填写活动内容')),
    begin_time: v.pipe(v.string(), v.regex(TIME)),
    end_time: v.pipe(v.string(), v.regex(TIME)),
  }),
  v.forward(v.check((b) => b.end_time >= b.begin_time, '所选结束时间不能小于开始时间，请重新选择'), ['end_time']),
);
type PromotionBody = v.InferOutput<typeof Body>;

/** Promotions follow the article level for sub-accounts: 0 none, 1 view all, 2 own items only. */
const level = (a: Account) => (a.isSubAccount ? a.permissionList?.article ?? 0 : 2);
const inCompany = (a: Account, p: MockPromotion) => companiesOf(a.company_id, a.isGroupCompany).includes(p.company_id);
const visible = (a: Account, p: MockPromotion) =>
  p.status !== 0 && inCompany(a, p) && (!a.isSubAccount || level(a) !== 2 || p.author_id === a.user_id);
const mayWrite = (a: Account) => !a.isGroupCompany && level(a) === 2;

function list(req: Request, res: Response) {
  const a = me(req);
  if (level(a) === 0) return fail(res, 20403, '暂无该权限');
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
function refusal(a: Account, body: PromotionBody, existing?: MockPromotion): [number, string] | null {
  if (!mayWrite(a)) return [20403, '暂无该权限'];
  if (!existing && a.company_status === FROZEN) return [20405, '您的公司账号为冻结状态，无法操作'];
  if (existing && existing.status !== FAILED) return [20511, '只有未通过状态才能编辑，其他状态不能编辑操作!'];
  // The start may not be before yesterday, on edit not before today.
  if (body.begin_time < dayFromToday(existing ? 0 : -1, '00:00:00')) return [20400, '所选开始时间不能小于现在时间，请重新选择'];
  if (posterAuditFails) return [20022, '封面图片审核未通过，请重新上传'];
  return null;
}

function save(req: Request, res: Response, existing?: MockPromotion) {
  const a = me(req);
  const body = req.body as PromotionBody;
  const refused = refusal(a, body, existing);
  if (refused) return fail(res, ...refused);
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
  v2.get('/companies/promotional', requireAuth, validate({ query: ListQuery }), list);
  v2.post('/companies/promotional', requireAuth, validate({ body: Body }), (req, res) => save(req, res));
  v2.get('/companies/promotional/:id', requireAuth, validate({ params: idParams }), (req, res) => {
    const found = find(req, res);
    if (found) ok(res, found);
  });
  v2.put('/companies/promotional/:id', requireAuth, validate({ params: idParams, body: Body }), (req, res) => {
    const found = find(req, res);
    if (found) save(req, res, found);
  });
  v2.delete('/companies/promotional/:id', requireAuth, validate({ params: idParams }), (req, res) => {
    const found = find(req, res);
    if (!found) return;
    if (!mayWrite(me(req))) return fail(res, 20403, '暂无该权限');
    if (found.status !== FAILED) return fail(res, 20512, '只有未通过状态才能删除，其他状态不能删除操作!');
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
