import * as v from 'valibot';
import { plainText, atMost, filled } from '../common/schema';
import { atLeast, contentTitle, coverTypeCheck, htmlBody, isBlankHtml, sendsTheSame, storedKey, TITLE_LENGTH_MESSAGE, UNCHANGED_MESSAGE } from '../content/content-form';
import type { Article, ArticlePayload } from './article';

export { isBlankHtml } from '../content/content-form';

export const ARTICLE_MESSAGES = {
  titleRequired: '请输入文章标题',
  titleLength: TITLE_LENGTH_MESSAGE,
  descriptionRequired: '请填写文章描述',
  descriptionLength: '长度在 6 到 300 个字符',
  categoryRequired: '请选择文章类别',
  coverRequired: '请选择文章封面',
  coverFormat: '上传头像图片只能是 JPG/PNG/jPEG 格式!',
  contentRequired: '请填写文章内容',
  unchanged: UNCHANGED_MESSAGE,
  noEditPermission: '没有修改文章权限',
} as const;

export const ARTICLE_COVER_HINT = '建议尺寸 490×294';

/** An article (spec 2 §5 Article), in the order the spec checks its fields. */
export const ArticleForm = v.object({
  title: contentTitle(ARTICLE_MESSAGES.titleRequired),
  description: v.pipe(
    v.string(),
    v.trim(),
    filled(ARTICLE_MESSAGES.descriptionRequired),
    atLeast(6, ARTICLE_MESSAGES.descriptionLength),
    atMost(300, ARTICLE_MESSAGES.descriptionLength),
    plainText(true),
  ),
  /** The chosen second-level category id as text; '' when none. */
  categoryId: v.pipe(v.string(), filled(ARTICLE_MESSAGES.categoryRequired)),
  /** Stored cover key and its preview URL; both '' when none. */
  cover: storedKey(ARTICLE_MESSAGES.coverRequired),
  coverUrl: v.string(),
  content: htmlBody(ARTICLE_MESSAGES.contentRequired),
});

export type ArticleFormValues = v.InferInput<typeof ArticleForm>;
export type ArticleField = keyof ArticleFormValues;

export const EMPTY_ARTICLE_FORM: ArticleFormValues = { title: '', description: '', categoryId: '', cover: '', coverUrl: '', content: '' };

/** Submit is enabled only when content, cover, title, description and category are all filled. */
export const isArticleComplete = (v: ArticleFormValues) =>
  v.title.trim() !== '' && v.description.trim() !== '' && v.categoryId !== '' && v.cover !== '' && !isBlankHtml(v.content);

export const checkCoverType = coverTypeCheck(ARTICLE_MESSAGES.coverFormat);

export const toArticlePayload = (v: ArticleFormValues): ArticlePayload => ({
  title: v.title.trim(),
  cover: v.cover,
  description: v.description.trim(),
  category_id: Number(v.categoryId),
  content: v.content,
});

export const articleToForm = (a: Article): ArticleFormValues => ({
  title: a.title,
  description: a.description,
  categoryId: a.category_id ? String(a.category_id) : '',
  cover: a.cover,
  coverUrl: a.picture || a.cover,
  content: a.content,
});

/** Whether an edit would send exactly what the article already has. */
export const isUnchanged = sendsTheSame(toArticlePayload, articleToForm);

/** Whether the form differs from where it started (leaving then asks for confirmation). */
export const isDirty = (values: ArticleFormValues, initial: ArticleFormValues) =>
  (Object.keys(values) as ArticleField[]).some((k) => k !== 'coverUrl' && values[k] !== initial[k]);
