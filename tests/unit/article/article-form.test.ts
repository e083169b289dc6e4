import { describe, expect, it } from 'vitest';
import {
  ARTICLE_COVER_HINT,
  ARTICLE_MESSAGES,
  ArticleForm,
  EMPTY_ARTICLE_FORM,
  type ArticleFormValues,
  checkCoverType,
  isArticleComplete,
  isBlankHtml,
  isDirty,
  isUnchanged,
  articleToForm,
  toArticlePayload,
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

describe('article form details', () => {
  it('says the spec texts', () => {
    expect(ARTICLE_MESSAGES).toEqual({
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
    });
    expect(ARTICLE_COVER_HINT).toBe('建议尺寸 490×294');
    expect(EMPTY_ARTICLE_FORM).toEqual({ title: '', description: '', categoryId: '', cover: '', coverUrl: '', content: '' });
  });

  it('keeps a description of 6 and of 300 characters, on several lines, but no control characters', () => {
    expect(validateArticleForm({ ...filled, description: '六个字的描述' })).toEqual({});
    expect(validateArticleForm({ ...filled, description: '字'.repeat(300) })).toEqual({});
    expect(validateArticleForm({ ...filled, description: '第一行描述\n第二行描述' })).toEqual({});
    expect(validateArticleForm({ ...filled, description: '六个字的\u0007描述' }).description).toBe('不能包含控制字符或不可见字符');
  });

  it('counts a title or description of spaces as not filled', () => {
    expect(isArticleComplete({ ...filled, title: '   ' })).toBe(false);
    expect(isArticleComplete({ ...filled, description: '   ' })).toBe(false);
    expect(isArticleComplete({ ...filled, content: '<p> </p>' })).toBe(false);
  });

  it('sends the trimmed texts and the category as a number, and reads an article back into the form', () => {
    expect(toArticlePayload({ ...filled, title: ` ${filled.title} `, description: ` ${filled.description} ` })).toEqual({
      title: filled.title, cover: filled.cover, description: filled.description, category_id: 11, content: filled.content,
    });
    const article = { id: 1, title: 't', cover: 'article/2.png', picture: '', description: 'd', category_id: 0, content: 'c', status: 3, timestamp: 0 } as Article;
    expect(articleToForm(article)).toEqual({ title: 't', description: 'd', categoryId: '', cover: 'article/2.png', coverUrl: 'article/2.png', content: 'c' });
    expect(articleToForm({ ...article, category_id: 12, picture: '/uploads/article/2.png' })).toMatchObject({ categoryId: '12', coverUrl: '/uploads/article/2.png' });
  });

  it('is dirty on any field but the preview URL', () => {
    for (const key of ['title', 'description', 'categoryId', 'cover', 'content'] as const) expect(isDirty({ ...filled, [key]: 'x' }, filled), key).toBe(true);
  });
});
