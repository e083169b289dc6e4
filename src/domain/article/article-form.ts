import { type FieldErrors, type Rule, firstError, lengthBetween, required } from '../shared/validation';
import type { Article, ArticlePayload } from './article';

export const ARTICLE_MESSAGES = {
  titleRequired: '请输入文章标题',
  titleLength: '长度在 6 到 40 个字符',
  descriptionRequired: '请填写文章描述',
  descriptionLength: '长度在 6 到 300 个字符',
  categoryRequired: '请选择文章类别',
  coverRequired: '请选择文章封面',
  coverFormat: '上传头像图片只能是 JPG/PNG/jPEG 格式!',
  contentRequired: '请填写文章内容',
  unchanged: '您没有修改任何内容',
  noEditPermission: '没有修改文章权限',
  leaveTitle: '内容有编辑，未提交',
  leaveText: '是否放弃编辑',
} as const;

export const ARTICLE_COVER_HINT = '建议尺寸 490×294';

export interface ArticleFormValues {
  title: string;
  description: string;
  /** The chosen second-level category id as text; '' when none. */
  categoryId: string;
  /** Stored cover key and its preview URL; both '' when none. */
  cover: string;
  coverUrl: string;
  content: string;
}

export type ArticleField = keyof ArticleFormValues;

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '',
  description: '',
  categoryId: '',
  cover: '',
  coverUrl: '',
  content: '',
};

const rules: Partial<Record<ArticleField, readonly Rule[]>> = {
  title: [required(ARTICLE_MESSAGES.titleRequired), lengthBetween(6, 40, ARTICLE_MESSAGES.titleLength)],
  description: [required(ARTICLE_MESSAGES.descriptionRequired), lengthBetween(6, 300, ARTICLE_MESSAGES.descriptionLength)],
  categoryId: [required(ARTICLE_MESSAGES.categoryRequired)],
  cover: [required(ARTICLE_MESSAGES.coverRequired)],
};

/** Editor HTML with no text and no image or video counts as empty. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|iframe|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s|\u00a0/g, '') === '';
}

export function validateArticleField(field: ArticleField, values: ArticleFormValues): string | null {
  if (field === 'content') return isBlankHtml(values.content) ? ARTICLE_MESSAGES.contentRequired : null;
  return firstError(values[field], rules[field] ?? []);
}

export function validateArticleForm(values: ArticleFormValues): FieldErrors<ArticleField> {
  const errors: FieldErrors<ArticleField> = {};
  for (const field of ['title', 'description', 'categoryId', 'cover', 'content'] as const) {
    const message = validateArticleField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Submit is enabled only when content, cover, title, description and category are all filled. */
export const isArticleComplete = (v: ArticleFormValues) =>
  v.title.trim() !== '' && v.description.trim() !== '' && v.categoryId !== '' && v.cover !== '' && !isBlankHtml(v.content);

export const COVER_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
export const checkCoverType = (file: { type: string; name?: string }) =>
  COVER_TYPES.has(file.type.toLowerCase()) || (!file.type && /\.(jpe?g|png)$/i.test(file.name ?? ''))
    ? null
    : ARTICLE_MESSAGES.coverFormat;

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
export function isUnchanged(values: ArticleFormValues, original: Article): boolean {
  const a = toArticlePayload(values);
  const b = toArticlePayload(articleToForm(original));
  return a.title === b.title && a.description === b.description && a.category_id === b.category_id
    && a.cover === b.cover && a.content === b.content;
}

/** Whether the form differs from where it started (leaving then asks for confirmation). */
export const isDirty = (values: ArticleFormValues, initial: ArticleFormValues) =>
  (Object.keys(values) as ArticleField[]).some((k) => k !== 'coverUrl' && values[k] !== initial[k]);
