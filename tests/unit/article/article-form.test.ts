import { describe, expect, it } from 'vitest';
import {
  ARTICLE_MESSAGES,
  ArticleForm,
  EMPTY_ARTICLE_FORM,
  type ArticleFormValues,
  checkCoverType,
  isArticleComplete,
  isBlankHtml,
  isDirty,
  isUnchanged,
} from '../../../src/domain/article/article-form';
import { formErrors } from '../../../src/domain/common/schema';
import type { Article } from '../../../src/domain/article/article';

const filled: ArticleFormValues = {
  title: '老房翻新前须知',
  description: '从实际案例出发的建议',
  categoryId: '11',
  cover: 'article/1.png',
  coverUrl: '/uploads/article/1.png',
  content: '<p>正文内容</p>',
};

const validateArticleForm = (values: ArticleFormValues) => formErrors(ArticleForm, values);

describe('article form rules (spec 2 section 5)', () => {
  it('gives every required message on an empty form', () => {
    expect(validateArticleForm(EMPTY_ARTICLE_FORM)).toEqual({
      title: '请输入文章标题',
      description: '请填写文章描述',
      categoryId: '请选择文章类别',
      cover: '请选择文章封面',
      content: '请填写文章内容',
    });
  });

  it('limits the title to 6-40 and the description to 6-300 characters', () => {
    expect(validateArticleForm({ ...filled, title: '五个字标题' }).title).toBe('长度在 6 到 40 个字符');
    expect(validateArticleForm({ ...filled, title: '字'.repeat(41) }).title).toBe('长度在 6 到 40 个字符');
    expect(validateArticleForm({ ...filled, description: '短描述' }).description).toBe(ARTICLE_MESSAGES.descriptionLength);
    expect(validateArticleForm({ ...filled, description: '字'.repeat(301) }).description).toBe(ARTICLE_MESSAGES.descriptionLength);
    expect(validateArticleForm(filled)).toEqual({});
  });

  it('treats editor markup without text or media as no content', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
  });

  it('enables submit only when all five are filled', () => {
    expect(isArticleComplete(filled)).toBe(true);
    for (const key of ['title', 'description', 'categoryId', 'cover', 'content'] as const)
      expect(isArticleComplete({ ...filled, [key]: '' })).toBe(false);
  });

  it('accepts only JPG/PNG/JPEG covers with the spec message', () => {
    expect(checkCoverType({ type: 'image/png' })).toBeNull();
    expect(checkCoverType({ type: 'image/jpeg' })).toBeNull();
    expect(checkCoverType({ type: 'image/gif' })).toBe('上传头像图片只能是 JPG/PNG/jPEG 格式!');
  });

  it('knows an unchanged edit and a dirty form', () => {
    const article = { id: 1, title: filled.title, cover: filled.cover, picture: filled.coverUrl, description: filled.description,
      category_id: 11, content: filled.content, status: 3, timestamp: 0 } as Article;
    expect(isUnchanged(filled, article)).toBe(true);
    expect(isUnchanged({ ...filled, title: `${filled.title} ` }, article)).toBe(true);
    expect(isUnchanged({ ...filled, content: '<p>改了</p>' }, article)).toBe(false);
    expect(isDirty(filled, filled)).toBe(false);
    expect(isDirty({ ...filled, coverUrl: 'blob:x' }, filled)).toBe(false);
    expect(isDirty({ ...filled, categoryId: '12' }, filled)).toBe(true);
  });
});
