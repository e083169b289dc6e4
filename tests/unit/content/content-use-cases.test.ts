import { describe, expect, it } from 'vitest';
import { toContentActor } from '../../../src/application/content/current-actor';
import { CheckProfileContact } from '../../../src/application/content/check-profile-contact';
import { LoadCompanyProfile } from '../../../src/application/company/load-company-profile';
import { fileFacts, storeImage } from '../../../src/application/content/upload-content-image';
import { SaveArticle } from '../../../src/application/articles/save-article';
import { BusinessError } from '../../../src/application/errors';
import { err } from '../../../src/domain/common/result';
import type { LocalUser } from '../../../src/domain/session/local-user';
import type { UserIndex } from '../../../src/application/ports/user-gateway';
import type { ArticleFormValues } from '../../../src/domain/article/article-form';
import { InMemoryCompanyProfileGateway } from '../../fakes/in-memory-company-gateways';
import { InMemoryFileStorage, fakeFile } from '../../fakes/in-memory-file-storage';
import { InMemoryArticleGateway } from '../../fakes/in-memory-article-gateway';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { FixedClock } from '../../fakes/fixed-clock';
import { loaded } from '../../fakes/loaded';

// How the use cases of this file are built, in one place.
const build = {
  checkContact: (gateway: InMemoryCompanyProfileGateway) => new CheckProfileContact(new LoadCompanyProfile(loaded(gateway))),
  saveArticle: (gateway: InMemoryArticleGateway) => new SaveArticle(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock()),
};

describe('the content actor of the session', () => {
  const user = { company_id: 501 } as LocalUser;
  const index = { company_id: 600, company_status: 3 } as UserIndex;
  const base = { role: 'NormalAccount' as const, permissions: null };

  it("takes the company from the user index, else from the signed-in user, else 0; the status from the index", () => {
    expect(toContentActor({ ...base, user, userIndex: index })).toEqual({ ...base, companyId: 600, companyStatus: 3 });
    expect(toContentActor({ ...base, user, userIndex: null })).toEqual({ ...base, companyId: 501, companyStatus: undefined });
    expect(toContentActor({ ...base, user: null, userIndex: null })).toEqual({ ...base, companyId: 0, companyStatus: undefined });
    expect(toContentActor({ ...base, user: null, userIndex: index }).companyId).toBe(600);
  });
});

describe('CheckProfileContact', () => {
  it('is unknown when the profile is refused', async () => {
    const gateway = new InMemoryCompanyProfileGateway();
    gateway.load = async () => err(new BusinessError(500, '服务器错误')) as never;
    expect(await build.checkContact(gateway).execute()).toBe('unknown');
  });
});

describe('an image to storage', () => {
  it('is refused as 上传错误 when storage answers without a key', async () => {
    const storage = new InMemoryFileStorage();
    storage.noKeyWhen = () => true;
    expect(await storeImage(loaded(storage), 'honor', fakeFile('a.png', 10, 'image/png'))).toEqual({ ok: false, error: '上传错误' });
    storage.noKeyWhen = () => false;
    expect(await storeImage(loaded(storage), 'honor', fakeFile('a.png', 10, 'image/png'))).toMatchObject({ ok: true, value: { key: expect.stringMatching(/^honor\/.*a\.png$/) } });
  });

  it('is described by its name, or none, its type and its size', () => {
    expect(fileFacts(fakeFile('a.png', 10, 'image/png'))).toEqual({ name: 'a.png', type: 'image/png', size: 10 });
    expect(fileFacts(new Blob([new Uint8Array(3)], { type: 'image/jpeg' }))).toEqual({ name: '', type: 'image/jpeg', size: 3 });
  });
});

describe("SaveArticle's reading of a refusal", () => {
  const values: ArticleFormValues = {
    title: '老房翻新前须知', description: '从实际案例出发的建议', categoryId: '11', cover: 'article/1.png', coverUrl: '/a.png', content: '<p>正文</p>',
  };
  const refusal = async (error: BusinessError) => {
    const gateway = new InMemoryArticleGateway();
    gateway.failures.create = error;
    return build.saveArticle(gateway).execute(values);
  };

  it("says the answer's title first, then its msg, then the envelope's msg, skipping empty and non-text ones", async () => {
    expect(await refusal(new BusinessError(20400, '参数错误', { title: '标题重复', msg: '内容违规' }))).toEqual({ ok: false, error: { kind: 'rejected', message: '标题重复' } });
    expect(await refusal(new BusinessError(20400, '参数错误', { title: '', msg: '内容违规' }))).toEqual({ ok: false, error: { kind: 'rejected', message: '内容违规' } });
    expect(await refusal(new BusinessError(20400, '参数错误', { title: 5, msg: null }))).toEqual({ ok: false, error: { kind: 'rejected', message: '参数错误' } });
    expect(await refusal(new BusinessError(20400, '参数错误'))).toEqual({ ok: false, error: { kind: 'rejected', message: '参数错误' } });
    expect(await refusal(new BusinessError(20400, ''))).toEqual({ ok: false, error: { kind: 'rejected', message: '' } });
  });
});
