import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { ArticleGateway } from '../ports/article-gateway';
import type { Article } from '../../domain/article/article';
import type { Load } from '../ports/load';

@injectable()
export class LoadArticle {
  constructor(@inject(TOKENS.ArticleGateway) private readonly articles: Load<ArticleGateway>) {}

  async execute(id: number): Promise<Article> {
    const answer = await (await this.articles()).detail(id);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
