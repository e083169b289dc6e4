import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { ArticleGateway, ArticleListQuery } from '../ports/article-gateway';
import type { ArticlePage } from '../../domain/article/article';
import type { Load } from '../ports/load';

/** One page of 10, newest update first. Failures are thrown (and only logged). */
@injectable()
export class LoadArticles {
  constructor(@inject(TOKENS.ArticleGateway) private readonly articles: Load<ArticleGateway>) {}

  async execute(query: ArticleListQuery): Promise<ArticlePage> {
    const answer = await (await this.articles()).list(query);
    if (!answer.ok) throw answer.error;
    return { items: answer.value?.items ?? [], total: Number(answer.value?.total ?? 0) };
  }
}
