import type { NextFunction, Request, Response, Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, okPage, pageStart, COVER_AUDIT_FAILED, DELETE_ONLY_NOT_PASSED, EDIT_ONLY_NOT_PASSED, NO_PERMISSION, refuse } from '../envelope';
import { me } from '../auth';
import { mount, BAD_PARAMETERS } from '../mount';
import type { Account } from '../fixtures/accounts';
import { ARTICLE_CATEGORIES, type MockArticle, categoryExists, seedArticles } from '../fixtures/articles';
import { keyOf, publicUrl } from '../fixtures/content-images';
import { refuseForeignImages } from '../content-keys';
import { type ArticleListQuery, type ArticleRequest, articles as api } from '../../contracts/api/articles';
import { ArticleBody } from '../../contracts/api/wire/articles';
import { ARTICLE_MESSAGES } from '../../src/domain/article/article-form';
import { TITLE_LENGTH_MESSAGE } from '../../src/domain/content/content-form';
import { deleteRefusal, seesArticles, visibleTo, writeRefusal } from './article-access';
import { BAD_PARAMETERS_CODE, NOT_FOUND_CODE } from '../../src/domain/common/business-codes';

let articles: MockArticle[] = [];
/** Provider state: the next article saves fail the cover audit (20022). */
let coverAuditFails = false;

const live = (a: Account) => articles.filter((x) => x.status !== 0 && visibleTo(a, x));

function list(req: Request, res: Response) {
  const { status, title, limit, offset: pageNo } = req.query as unknown as ArticleListQuery;
  const items = live(me(req))
    .filter((x) => (!status || x.status === status) && (!title || x.title.includes(title)))
    .sort((x, y) => y.update_time - x.update_time);
  okPage(res, items, pageStart(pageNo, limit), limit);
}

const F = ArticleBody.entries;

/** The form's rules, answered as the backend does (20400, data.title / data.msg), with the form's messages. */
function invalid(body: ArticleRequest): Record<string, string> | null {
  if (!v.is(F.title, body.title)) return { title: `文章标题${TITLE_LENGTH_MESSAGE}` };
  if (!v.is(F.description, body.description)) return { title: `文章描述${ARTICLE_MESSAGES.descriptionLength}` };
  if (!categoryExists(body.category_id)) return { title: ARTICLE_MESSAGES.categoryRequired };
  if (!v.is(F.cover, body.cover)) return { title: ARTICLE_MESSAGES.coverRequired };
  if (!v.is(F.content, body.content)) return { msg: ARTICLE_MESSAGES.contentRequired };
  return null;
}

function save(req: Request, res: Response, article?: MockArticle) {
  const a = me(req);
  const refused = writeRefusal(a);
  if (refused) return refuse(res, refused);
  if (coverAuditFails) return refuse(res, COVER_AUDIT_FAILED);
  const body = req.body as ArticleRequest;
  const problem = invalid(body);
  if (problem) return fail(res, BAD_PARAMETERS_CODE, BAD_PARAMETERS, problem);
  if (refuseForeignImages(res, a, 'article', [body.cover ?? ''], article ? [article.cover] : [])) return;
  const now = Math.floor(Date.now() / 1000);
  const target: MockArticle = article ?? {
    ...seedArticles()[0],
    id: Math.max(300, ...articles.map((x) => x.id)) + 1,
    authorName: a.realname,
    author_id: a.user_id,
    company_id: a.company_id,
    timestamp: now,
  };
  const cover = keyOf(body.cover ?? '');
  Object.assign(target, {
    title: body.title,
    description: body.description,
    category_id: Number(body.category_id),
    content: body.content,
    cover,
    picture: publicUrl(cover),
    status: 2,
    reject_info: '',
    update_time: now,
  });
  if (!article) articles.push(target);
  ok(res, { id: target.id }, article ? '修改成功!' : '提交成功');
}

/** Article level 0 has no article module: every read is refused. */
function readable(req: Request, res: Response, next: NextFunction) {
  if (!seesArticles(me(req))) return refuse(res, NO_PERMISSION);
  next();
}

function find(req: Request, res: Response): MockArticle | undefined {
  const article = live(me(req)).find((x) => x.id === Number(req.params.id));
  if (!article) return void fail(res, NOT_FOUND_CODE, '文章不存在');
  return article;
}

function routes(v2: Router) {
  mount(v2, api.categories, (_req, res) => ok(res, ARTICLE_CATEGORIES));
  mount(v2, api.list, { before: [readable] }, list);
  mount(v2, api.create, (req, res) => save(req, res));
  mount(v2, api.one, { before: [readable] }, (req, res) => {
    const article = find(req, res);
    if (article) ok(res, article);
  });
  mount(v2, api.update, (req, res) => {
    const refused = writeRefusal(me(req));
    if (refused) return refuse(res, refused);
    const article = find(req, res);
    if (!article) return;
    if (article.status !== 3) return refuse(res, EDIT_ONLY_NOT_PASSED);
    save(req, res, article);
  });
  mount(v2, api.remove, (req, res) => {
    const article = find(req, res);
    if (!article) return;
    const refused = deleteRefusal(me(req));
    if (refused) return refuse(res, refused);
    if (article.status !== 3) return refuse(res, DELETE_ONLY_NOT_PASSED);
    article.status = 0;
    ok(res, null, '删除成功!');
  });
}

/** The frozen company's not-passed article (fixture 317): the frozen-edit refusal pact uses it. */
export const FROZEN_ARTICLE_ID = 317;

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
    'the frozen company has a not-passed article': () => {
      const article = articles.find((x) => x.id === FROZEN_ARTICLE_ID);
      if (article) Object.assign(article, { company_id: 506, status: 3 });
    },
  },
};
