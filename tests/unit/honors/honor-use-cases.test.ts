import { describe, expect, it } from 'vitest';
import { SaveHonor } from '../../../src/application/honors/save-honor';
import { DeleteHonor } from '../../../src/application/honors/delete-honor';
import { UploadHonorImage } from '../../../src/application/honors/upload-honor-image';
import { CheckProfileContact } from '../../../src/application/content/check-profile-contact';
import { LoadCompanyProfile } from '../../../src/application/company/load-company-profile';
import { BusinessError } from '../../../src/application/errors';
import type { Honor } from '../../../src/domain/honor/honor';
import { InMemoryHonorGateway } from '../../fakes/in-memory-honor-gateway';
import { InMemoryFileStorage, fakeFile } from '../../fakes/in-memory-file-storage';
import { InMemoryCompanyProfileGateway, completeProfile } from '../../fakes/in-memory-company-gateways';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { loaded } from '../../fakes/loaded';
import { FixedClock } from '../../fakes/fixed-clock';

const photo = { key: 'honor/1.png', url: '/uploads/honor/1.png' };
const values = { title: '优秀装饰企业', photos: [photo] };
const original = (status: number): Honor => ({ id: 7, honorId: 70, title: values.title, status, photos: [photo] });

describe('SaveHonor', () => {
  it('adds an honour with its photo keys', async () => {
    const gateway = new InMemoryHonorGateway();
    expect(await new SaveHonor(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock()).execute(values)).toEqual({ ok: true, value: true });
    expect(gateway.calls).toEqual([{ method: 'create', args: [{ title: '优秀装饰企业', photoOne: 'honor/1.png', photoTwo: '', photoThree: '' }] }]);
  });

  it('edits a not-passed honour and says 你没有修改任何内容 when nothing changed', async () => {
    const gateway = new InMemoryHonorGateway();
    const save = new SaveHonor(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock());
    expect(await save.execute(values, original(3))).toEqual({ ok: false, error: { kind: 'unchanged', message: '你没有修改任何内容' } });
    expect(await save.execute({ ...values, title: '省级优秀装饰企业' }, original(3))).toEqual({ ok: true, value: true });
    expect(await save.execute({ ...values, title: '省级优秀装饰企业' }, original(2))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(gateway.calls.map((c) => c.method)).toEqual(['update']);
  });

  it('validates first and refuses a frozen company, sending nothing', async () => {
    const gateway = new InMemoryHonorGateway();
    expect(await new SaveHonor(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock()).execute({ title: '荣誉', photos: [] })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { title: '标题不得少于3个字', photos: '请上传图片' } },
    });
    expect(await new SaveHonor(loaded(gateway), actorFor(ACTORS.frozen), new FixedClock()).execute(values)).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: '您的公司账号为冻结状态，无法操作' },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('keeps 20022 silent and leaves other refusals to the request layer', async () => {
    const gateway = new InMemoryHonorGateway();
    const save = new SaveHonor(loaded(gateway), actorFor(ACTORS.merchant), new FixedClock());
    gateway.failures.create = new BusinessError(20022, '图片审核未通过');
    expect(await save.execute(values)).toEqual({ ok: false, error: { kind: 'silent' } });
    gateway.failures.create = new BusinessError(20400, '参数错误');
    expect(await save.execute(values)).toEqual({ ok: false, error: { kind: 'rejected' } });
  });
});

describe('DeleteHonor', () => {
  it('deletes passed and not-passed honours, never a pending one', async () => {
    const gateway = new InMemoryHonorGateway();
    const remove = new DeleteHonor(loaded(gateway), actorFor(ACTORS.merchant));
    expect(await remove.execute({ id: 1, status: 1 })).toEqual({ ok: true, value: true });
    expect(await remove.execute({ id: 3, status: 3 })).toEqual({ ok: true, value: true });
    expect(await remove.execute({ id: 2, status: 2 })).toEqual({ ok: false, error: '待审核的荣誉资质不能删除' });
    expect(gateway.calls.map((c) => c.args[0])).toEqual([1, 3]);
  });
});

describe('UploadHonorImage', () => {
  it('stores a valid photo under honor/ with progress, refuses bad files and failed uploads', async () => {
    const storage = new InMemoryFileStorage();
    const upload = new UploadHonorImage(loaded(storage));
    const progress: number[] = [];
    expect(await upload.execute(fakeFile('a.png', 400 * 1024, 'image/png'), (p) => progress.push(p))).toMatchObject({ ok: true, value: { key: 'honor/1-a.png' } });
    expect(progress).toEqual([50, 100]);
    expect(await upload.execute(fakeFile('b.png', 100 * 1024, 'image/png'))).toEqual({ ok: false, error: '上传图片大小不能小于 300k!' });
    storage.failWhen = () => true;
    expect(await upload.execute(fakeFile('c.png', 400 * 1024, 'image/png'))).toEqual({ ok: false, error: '上传错误' });
    expect(storage.uploads.map((u) => u.folder)).toEqual(['honor', 'honor']);
  });
});

describe('CheckProfileContact', () => {
  const check = (contact: string) => new CheckProfileContact(new LoadCompanyProfile(loaded(new InMemoryCompanyProfileGateway(completeProfile({ contact })))));

  it('needs the profile contact filled in', async () => {
    expect(await check('王美居').execute()).toBe('complete');
    expect(await check('  ').execute()).toBe('incomplete');
  });

  it('is unknown when the profile cannot be read', async () => {
    const gateway = new InMemoryCompanyProfileGateway();
    gateway.load = async () => {
      throw new Error('offline');
    };
    expect(await new CheckProfileContact(new LoadCompanyProfile(loaded(gateway))).execute()).toBe('unknown');
  });
});
