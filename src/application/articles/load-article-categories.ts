import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { ArticleGateway } from '../ports/article-gateway';
import type { ArticleCategory } from '../../domain/article/article';
import type { Load } from '../ports/load';

/** The two-level category list of the article form. */
@injectable()
export class LoadArticleCategories {
  constructor(@inject(TOKENS.ArticleGateway) private readonly articles: Load<ArticleGateway>) {}

  async execute(): Promise<ArticleCategory[]> {
    const answer = await (await this.articles()).categories();
    if (!answer.ok) throw answer.error;
    return (answer.value ?? []).map((c) => ({ ...c, options: c.options ?? [] }));
  }
}
