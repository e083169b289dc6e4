import type { AreaGateway, ArticleListQuery } from '../../src/application/ports/content-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';
import type { Article, ArticlePayload } from '../../src/domain/article/article';

type Answer<T> = Promise<Result<T, BusinessError>>;

export class InMemoryArticleGateway implements AreaGateway<'articles'> {
  readonly calls: { method: string; args: unknown[] }[] = [];
  articles: Article[] = [];
  failures: Partial<Record<'create' | 'update' | 'remove', BusinessError>> = {};

  async list(query: ArticleListQuery): Answer<{ items: Article[]; total: number }> {
    this.calls.push({ method: 'list', args: [query] });
    return ok({ items: this.articles, total: this.articles.length });
  }
  async detail(id: number): Answer<Article> {
    this.calls.push({ method: 'detail', args: [id] });
    const found = this.articles.find((a) => a.id === id);
    return found ? ok(found) : err(new BusinessError(20404, '文章不存在'));
  }
  async lookup(_name: 'categories') {
    return ok([{ id: 1, name: '装修攻略', options: [{ id: 11, name: '装修流程' }] }]);
  }
  async create(payload: ArticlePayload): Answer<unknown> {
    this.calls.push({ method: 'create', args: [payload] });
    return this.failures.create ? err(this.failures.create) : ok({ id: 1 });
  }
  async update(id: number, payload: ArticlePayload): Answer<unknown> {
    this.calls.push({ method: 'update', args: [id, payload] });
    return this.failures.update ? err(this.failures.update) : ok(null);
  }
  async remove(id: number): Answer<unknown> {
    this.calls.push({ method: 'remove', args: [id] });
    return this.failures.remove ? err(this.failures.remove) : ok(null);
  }
}
