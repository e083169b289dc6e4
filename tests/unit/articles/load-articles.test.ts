import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { LoadArticles } from '../../../src/application/articles/load-articles';
import { LoadArticle } from '../../../src/application/articles/load-article';
import { LoadArticleCategories } from '../../../src/application/articles/load-article-categories';
import { BusinessError } from '../../../src/application/errors';
import { contentGateway } from '../../../src/application/tokens';
import { err, ok } from '../../../src/domain/common/result';
import type { Article } from '../../../src/domain/article/article';
import { InMemoryArticleGateway } from '../../fakes/in-memory-article-gateway';
import { loaded } from '../../fakes/loaded';

// How these use cases are built, in one place: by the container, as the screens get them, so
// that each one is shown to ask the articles' gateway.
const loaders = (gateway: InMemoryArticleGateway) => {
  const container = new Container({ autobind: true });
  container.bind(contentGateway('articles')).toConstantValue(loaded(gateway));
  return { list: container.get(LoadArticles), detail: container.get(LoadArticle), categories: container.get(LoadArticleCategories) };
};
const article = (id: number): Article => ({
  id, title: `文章${id}`, cover: 'article/1.png', picture: '/uploads/article/1.png', description: '', category_id: 11,
  content: '<p>正文</p>', status: 1, timestamp: 0,
});

describe('LoadArticles', () => {
  it('passes the query on and answers the page with its total', async () => {
    const gateway = new InMemoryArticleGateway();
    gateway.articles = [article(1), article(2)];
    expect(await loaders(gateway).list.execute({ page: 2, status: 1, title: '老房' })).toEqual({ items: gateway.articles, total: 2 });
    expect(gateway.calls).toEqual([{ method: 'list', args: [{ page: 2, status: 1, title: '老房' }] }]);
  });

  it('reads a page without items as empty and a total sent as text as a number', async () => {
    const gateway = new InMemoryArticleGateway();
    gateway.list = async () => ok({ items: null, total: '12' } as never);
    expect(await loaders(gateway).list.execute({ page: 1 })).toEqual({ items: [], total: 12 });
    gateway.list = async () => ok({} as never);
    expect(await loaders(gateway).list.execute({ page: 1 })).toEqual({ items: [], total: 0 });
    gateway.list = async () => ok(null as never);
    expect(await loaders(gateway).list.execute({ page: 1 })).toEqual({ items: [], total: 0 });
  });

  it('throws a refusal so the list can show its failed state', async () => {
    const gateway = new InMemoryArticleGateway();
    const refusal = new BusinessError(500, '服务器错误');
    gateway.list = async () => err(refusal);
    await expect(loaders(gateway).list.execute({ page: 1 })).rejects.toBe(refusal);
  });
});

describe('LoadArticle', () => {
  it('asks for the article by its id and throws when the server refuses', async () => {
    const gateway = new InMemoryArticleGateway();
    gateway.articles = [article(1), article(7)];
    expect(await loaders(gateway).detail.execute(7)).toEqual(article(7));
    await expect(loaders(gateway).detail.execute(8)).rejects.toMatchObject({ code: 20404 });
    expect(gateway.calls).toEqual([{ method: 'detail', args: [7] }, { method: 'detail', args: [8] }]);
  });
});

describe('LoadArticleCategories', () => {
  it('answers the categories with their options', async () => {
    expect(await loaders(new InMemoryArticleGateway()).categories.execute()).toEqual([
      { id: 1, name: '装修攻略', options: [{ id: 11, name: '装修流程' }] },
    ]);
  });

  it('gives a category without options an empty list, and no categories an empty list', async () => {
    const gateway = new InMemoryArticleGateway();
    let asked: unknown;
    gateway.lookup = async (name) => {
      asked = name;
      return ok([{ id: 2, name: '家居风水', options: null }] as never);
    };
    expect(await loaders(gateway).categories.execute()).toEqual([{ id: 2, name: '家居风水', options: [] }]);
    expect(asked).toBe('categories');
    gateway.lookup = async () => ok(null as never);
    expect(await loaders(gateway).categories.execute()).toEqual([]);
  });

  it('throws a refusal', async () => {
    const gateway = new InMemoryArticleGateway();
    gateway.lookup = async () => err(new BusinessError(500, '服务器错误')) as never;
    await expect(loaders(gateway).categories.execute()).rejects.toMatchObject({ code: 500 });
  });
});
