import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { ArticleGateway } from '../ports/article-gateway';
import { CurrentActor } from '../content/current-actor';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/shared/result';
import type { FieldErrors } from '../../domain/shared/validation';
import type { Article } from '../../domain/article/article';
import {
  ARTICLE_MESSAGES,
  type ArticleField,
  type ArticleFormValues,
  isUnchanged,
  toArticlePayload,
  validateArticleForm,
} from '../../domain/article/article-form';
import { articleCreateBlocker, articleEditBlocker } from '../../domain/article/article-permissions';
import type { Load } from '../ports/load';

export const NO_EDIT_PERMISSION_CODE = 20510;
export const COVER_RESET_CODE = 20022;

export type ArticleSaveError =
  | { kind: 'invalid'; fields: FieldErrors<ArticleField> }
  | { kind: 'forbidden'; message: string }
  | { kind: 'unchanged'; message: string }
  /** 20022: the cover is cleared and must be chosen again. */
  | { kind: 'cover-reset'; message: string }
  | { kind: 'rejected'; message: string };

function failure(error: BusinessError): ArticleSaveError {
  if (error.code === NO_EDIT_PERMISSION_CODE) return { kind: 'rejected', message: ARTICLE_MESSAGES.noEditPermission };
  if (error.code === COVER_RESET_CODE) return { kind: 'cover-reset', message: error.msg };
  const data = (error.data ?? {}) as { title?: unknown; msg?: unknown };
  const message = [data.title, data.msg, error.msg].find((m) => typeof m === 'string' && m !== '');
  return { kind: 'rejected', message: (message as string | undefined) ?? '' };
}

/** Publishes a new article or saves an edit of a not-passed one (spec 2, /article/add). */
@injectable()
export class SaveArticle {
  constructor(
    @inject(TOKENS.ArticleGateway) private readonly articles: Load<ArticleGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(values: ArticleFormValues, original?: Article): Promise<Result<true, ArticleSaveError>> {
    const actor = this.actor.get();
    const blocked = original ? articleEditBlocker(actor, original.status) : articleCreateBlocker(actor);
    if (blocked) return err({ kind: 'forbidden', message: blocked });
    const fields = validateArticleForm(values);
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    if (original && isUnchanged(values, original)) return err({ kind: 'unchanged', message: ARTICLE_MESSAGES.unchanged });
    const payload = toArticlePayload(values);
    const answer = original ? await (await this.articles()).update(original.id, payload) : await (await this.articles()).create(payload);
    return answer.ok ? ok(true) : err(failure(answer.error));
  }
}
