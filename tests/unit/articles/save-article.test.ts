import { describe, expect, it } from 'vitest';
import { SaveArticle } from '../../../src/application/articles/save-article';
import { DeleteArticle } from '../../../src/application/articles/delete-article';
import { UploadArticleCover } from '../../../src/application/articles/upload-article-cover';
import { BusinessError } from '../../../src/application/errors';
import type { Article } from '../../../src/domain/article/article';
import type { ArticleFormValues } from '../../../src/domain/article/article-form';
import { InMemoryArticleGateway } from '../../fakes/in-memory-article-gateway';
import { InMemoryFileStorage, fakeFile } from '../../fakes/in-memory-file-storage';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { loaded } from '../../fakes/loaded';
import { FixedClock } from '../../fakes/fixed-clock';

const values: ArticleFormValues = {
  title: '老房翻新前须知',
  description: '从实际案例出发的建议',
  categoryId: '11',
  cover: 'article/1.png',
  coverUrl: '/uploads/article/1.png',
  content: '<p>正文</p>',
};
const original = (status: 1 | 2 | 3): Article => ({
  id: 7, title: values.title, cover: values.cover, picture: values.coverUrl, description: values.description,
  category_id: 11, content: values.content, status, timestamp: 0,
});

describe('SaveArticle', () => {
  it('publishes a new article', async () => {
    const gateway = new InMemoryArticleGateway();
    expect(await new SaveArticle(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock()).execute(values)).toEqual({ ok: true, value: true });
    expect(gateway.calls[0]).toEqual({
      method: 'create',
      args: [{ title: values.title, cover: 'article/1.png', description: values.description, category_id: 11, content: '<p>正文</p>' }],
    });
  });

  it('edits a not-passed article and says when nothing changed', async () => {
    const gateway = new InMemoryArticleGateway();
    const save = new SaveArticle(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock());
    expect(await save.execute(values, original(3))).toEqual({ ok: false, error: { kind: 'unchanged', message: '您没有修改任何内容' } });
    expect(await save.execute({ ...values, title: '老房翻新前必须知道' }, original(3))).toEqual({ ok: true, value: true });
    expect(gateway.calls.map((c) => [c.method, c.args[0]])).toEqual([['update', 7]]);
    expect(await save.execute({ ...values, title: '改过的标题文字' }, original(1))).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: '只有未通过状态才能编辑，其他状态不能编辑操作!' },
    });
  });

  it('maps 20510, 20022 and other refusals', async () => {
    const gateway = new InMemoryArticleGateway();
    const save = new SaveArticle(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock());
    gateway.failures.create = new BusinessError(20510, 'no');
    expect(await save.execute(values)).toEqual({ ok: false, error: { kind: 'rejected', message: '没有修改文章权限' } });
    gateway.failures.create = new BusinessError(20022, '封面图片审核未通过');
    expect(await save.execute(values)).toEqual({ ok: false, error: { kind: 'cover-reset', message: '封面图片审核未通过' } });
    gateway.failures.create = new BusinessError(20400, '参数错误', { title: '标题重复' });
    expect(await save.execute(values)).toEqual({ ok: false, error: { kind: 'rejected', message: '标题重复' } });
    gateway.failures.create = new BusinessError(20400, '参数错误', { msg: '内容违规' });
    expect(await save.execute(values)).toEqual({ ok: false, error: { kind: 'rejected', message: '内容违规' } });
  });

  it('validates before sending and applies the permission rules', async () => {
    const gateway = new InMemoryArticleGateway();
    expect(await new SaveArticle(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock()).execute({ ...values, title: '短' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', fields: { title: '长度在 6 到 40 个字符' } },
    });
    expect(await new SaveArticle(loaded(gateway), actorFor(ACTORS.viewer), new FixedClock()).execute(values)).toEqual({ ok: false, error: { kind: 'forbidden', message: '暂无该权限' } });
    expect(await new SaveArticle(loaded(gateway), actorFor(ACTORS.frozen), new FixedClock()).execute(values)).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: '您的公司账号为冻结状态，无法操作' },
    });
    expect(gateway.calls).toEqual([]);
  });
});

describe('DeleteArticle', () => {
  it('deletes only not-passed articles, and not with article level 1', async () => {
    const gateway = new InMemoryArticleGateway();
    expect(await new DeleteArticle(loaded(gateway), actorFor(ACTORS.merchant)).execute({ id: 7, status: 3 })).toEqual({ ok: true, value: true });
    expect(await new DeleteArticle(loaded(gateway), actorFor(ACTORS.merchant)).execute({ id: 8, status: 2 })).toEqual({
      ok: false,
      error: '只有未通过状态才能删除，其他状态不能删除操作!',
    });
    expect(await new DeleteArticle(loaded(gateway), actorFor(ACTORS.viewer)).execute({ id: 9, status: 3 })).toEqual({ ok: false, error: '暂无该权限' });
    expect(gateway.calls).toEqual([{ method: 'remove', args: [7] }]);
  });
});

describe('UploadArticleCover', () => {
  it('uploads a JPG/PNG cover and refuses other types or a failed upload', async () => {
    const storage = new InMemoryFileStorage();
    const upload = new UploadArticleCover(loaded(storage));
    expect(await upload.execute(fakeFile('c.png', 1000, 'image/png'))).toMatchObject({ ok: true, value: { key: 'article/1-c.png' } });
    expect(await upload.execute(fakeFile('c.gif', 1000, 'image/gif'))).toEqual({ ok: false, error: '上传头像图片只能是 JPG/PNG/jPEG 格式!' });
    storage.failWhen = () => true;
    expect(await upload.execute(fakeFile('d.png', 1000, 'image/png'))).toEqual({ ok: false, error: '上传错误' });
  });
});
