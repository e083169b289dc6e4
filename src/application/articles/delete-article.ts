import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { ArticleGateway } from '../ports/article-gateway';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/shared/result';
import { articleDeleteBlocker } from '../../domain/article/article-permissions';
import type { Load } from '../ports/load';

@injectable()
export class DeleteArticle {
  constructor(
    @inject(TOKENS.ArticleGateway) private readonly articles: Load<ArticleGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  /** The rules are checked first so a refusal never reaches the server. */
  check(article: { status: number }): string | null {
    return articleDeleteBlocker(this.actor.get(), article.status);
  }

  async execute(article: { id: number; status: number }): Promise<Result<true, string>> {
    const blocked = this.check(article);
    if (blocked) return err(blocked);
    const answer = await (await this.articles()).remove(article.id);
    // A server refusal has already been shown by the request layer.
    return answer.ok ? ok(true) : err('');
  }
}
