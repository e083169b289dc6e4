import type { Request, Response, Router } from 'express';
import type { MockArea } from '../area';
import { fail, num, ok } from '../envelope';
import { me, requireAuth } from '../auth';
import type { Account } from '../fixtures/accounts';
import { companiesOf } from '../fixtures/albums';
import { ARTICLE_CATEGORIES, type MockArticle, categoryExists, seedArticles } from '../fixtures/articles';
import { keyOf, publicUrl } from '../fixtures/content-images';

let articles: MockArticle[] = [];
/** Provider state: the next article saves fail the cover audit (20022). */
let coverAuditFails = false;

const level = (a: Account) => (a.isSubAccount ? a.permissionList?.article ?? 0 : 2);
const canSee = (a: Account, x: MockArticle) => companiesOf(a.company_id, a.isGroupCompany).includes(x.company_id);
/** An operating sub-account sees only its own articles; view-only sees the company's. */
const listable = (a: Account, x: MockArticle) => canSee(a, x) && (!a.isSubAccount || level(a) !== 2 || x.author_id === a.user_id);

function list(req: Request, res: Response) {
  const a = me(req);
  const status = num(req.query.status, 0);
  const title = String(req.query.title ?? '').trim();
  const limit = Math.max(1, num(req.query.limit, 10));
  const pageNo = Math.max(1, num(req.query.offset, 1));
  const items = articles
    .filter((x) => x.status !== 0 && listable(a, x) && (!status || x.status === status) && (!title || x.title.includes(title)))
    .sort((x, y) => y.update_time - x.update_time);
  ok(res, { items: items.slice((pageNo - 1) * limit, pageNo * limit), total: items.length });
}

function invalid(body: Record<string, unknown>): Record<string, string> | null {
  const title = String(body.title ?? '').trim();
  const description = String(body.description ?? '').trim();
  if ([...title].length < 6 || [...title].length > 40) return { title: '文章标题长度在 6 到 40 个字符' };
  if ([...description].length < 6 || [...description].length > 300) return { title: '文章描述长度在 6 到 300 个字符' };
  if (!categoryExists(body.category_id)) return { title: '请选择文章类别' };
  if (!body.cover) return { title: '请选择文章封面' };
  if (!String(body.content ?? '').replace(/<[^>]*>/g, '').trim()) return { msg: '请填写文章内容' };
  return null;
}

function save(req: Request, res: Response, article?: MockArticle) {
  const a = me(req);
  if (a.isGroupCompany || level(a) !== 2) return fail(res, 20510, '没有修改文章权限');
  if (!article && a.company_status === 3) return fail(res, 20405, '您的公司账号为冻结状态，无法操作');
  if (coverAuditFails) return fail(res, 20022, '封面图片审核未通过，请重新上传');
  const problem = invalid(req.body ?? {});
  if (problem) return fail(res, 20400, '参数错误', problem);
  const now = Math.floor(Date.now() / 1000);
  const target: MockArticle = article ?? {
    ...seedArticles()[0],
    id: Math.max(300, ...articles.map((x) => x.id)) + 1,
    authorName: a.realname,
    author_id: a.user_id,
    company_id: a.company_id,
    timestamp: now,
  };
  const cover = keyOf(String(req.body.cover));
  Object.assign(target, {
    title: String(req.body.title).trim(),
    description: String(req.body.description).trim(),
    category_id: Number(req.body.category_id),
    content: String(req.body.content),
    cover,
    picture: publicUrl(cover),
    status: 2,
    reject_info: '',
    update_time: now,
  });
  if (!article) articles.push(target);
  ok(res, { id: target.id }, article ? '修改成功!' : '提交成功');
}

function find(req: Request, res: Response): MockArticle | undefined {
  const article = articles.find((x) => x.id === Number(req.params.id) && x.status !== 0);
  if (!article || !canSee(me(req), article)) return void fail(res, 20404, '文章不存在');
  return article;
}

function routes(v2: Router) {
  v2.get('/companies/articles/format', requireAuth, (_req, res) => ok(res, ARTICLE_CATEGORIES));
  v2.get('/companies/articles', requireAuth, list);
  v2.post('/companies/articles', requireAuth, (req, res) => save(req, res));
  v2.get('/companies/articles/:id', requireAuth, (req, res) => {
    const article = find(req, res);
    if (article) ok(res, article);
  });
  v2.put('/companies/articles/:id', requireAuth, (req, res) => {
    const article = find(req, res);
    if (!article) return;
    if (article.status !== 3) return fail(res, 20511, '只有未通过状态才能编辑，其他状态不能编辑操作!');
    save(req, res, article);
  });
  v2.delete('/companies/articles/:id', requireAuth, (req, res) => {
    const a = me(req);
    const article = find(req, res);
    if (!article) return;
    if (a.isGroupCompany || level(a) !== 2) return fail(res, 20403, '暂无该权限');
    if (article.status !== 3) return fail(res, 20512, '只有未通过状态才能删除，其他状态不能删除操作!');
    article.status = 0;
    ok(res, null, '删除成功!');
  });
}

export const articlesArea: MockArea = {
  name: 'articles',
  reset: () => {
    articles = seedArticles();
    coverAuditFails = false;
  },
  routes,
  states: {
    'the merchant company has no articles': () => {
      articles = articles.filter((x) => x.company_id !== 501);
    },
    'article covers fail the content audit': () => {
      coverAuditFails = true;
    },
  },
};
