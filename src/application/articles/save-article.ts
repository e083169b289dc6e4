import { type ContentSaveError, saveContent } from '../content/save-content';
import type { BusinessError, Rejected } from '../errors';
import type { Article } from '../../domain/article/article';
import {
  ARTICLE_MESSAGES,
  type ArticleField,
  ArticleForm,
  isUnchanged,
  toArticlePayload,
} from '../../domain/article/article-form';
import { articleCreateBlocker, articleEditBlocker } from '../../domain/article/article-permissions';
import { NO_EDIT_PERMISSION_CODE } from '../../domain/common/business-codes';


export type ArticleSaveError =
  | ContentSaveError<ArticleField>
  /** 20022: the cover is cleared and must be chosen again. */
  | { kind: 'cover-reset'; message: string }
  | Rejected;

function failure(error: BusinessError): Exclude<ArticleSaveError, ContentSaveError<ArticleField>> {
  if (error.code === NO_EDIT_PERMISSION_CODE) return { kind: 'rejected', message: ARTICLE_MESSAGES.noEditPermission };
  const data = (error.data ?? {}) as { title?: unknown; msg?: unknown };
  const message = [data.title, data.msg, error.msg].find((m) => typeof m === 'string' && m !== '');
  return { kind: 'rejected', message: (message as string | undefined) ?? '' };
}

/** Publishes a new article or saves an edit of a not-passed one (spec 2, /article/add). */
export const SaveArticle = saveContent({
  area: 'articles',
  createBlocker: articleCreateBlocker,
  editBlocker: articleEditBlocker,
  form: () => ArticleForm,
  isUnchanged: (values, original: Article) => isUnchanged(values, original),
  unchangedMessage: ARTICLE_MESSAGES.unchanged,
  toPayload: toArticlePayload,
  // 20022: the cover is cleared and must be chosen again.
  auditFailed: (error): ArticleSaveError => ({ kind: 'cover-reset', message: error.msg }),
  failure,
});
export type SaveArticle = InstanceType<typeof SaveArticle>;
