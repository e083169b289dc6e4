import { describe, expect, it } from 'vitest';
import { galleryOverview } from '../../../src/domain/personal/overview';
import { headerBadges } from '../../../src/domain/personal/header-badges';
import { checkAvatarImage } from '../../../src/domain/common/image-file';
import { ChangeAvatar } from '../../../src/application/personal/change-avatar';
import { LoadCurrentUser } from '../../../src/application/session/load-current-user';
import { BusinessError } from '../../../src/application/errors';
import { err } from '../../../src/domain/common/result';
import { InMemoryFileStorage, fakeFile } from '../../fakes/in-memory-file-storage';
import { sessionHarness } from '../session/harness';
import { loaded } from '../../fakes/loaded';

describe('gallery overview', () => {
  it('derives pending and the pass ratio', () => {
    expect(galleryOverview({ total: 8, pass: 5, notpass: 1 })).toEqual({ total: 8, pass: 5, notpass: 1, pending: 2, passRatio: 63 });
  });
  it('copes with no albums and with nonsense from the server', () => {
    expect(galleryOverview({ total: 0, pass: 0, notpass: 0 }).passRatio).toBe(0);
    expect(galleryOverview({ total: 'x', pass: -3, notpass: null })).toMatchObject({ total: 0, pass: 0, pending: 0 });
    expect(galleryOverview({ total: 1, pass: 3, notpass: 0 }).total).toBe(3);
  });
});

describe('header badges', () => {
  it('lights each badge from its own field', () => {
    expect(headerBadges({ company_status: 1, is_vip: 0, has_bussiness_license: 1 }).map((b) => b.lit)).toEqual([true, false, true]);
    expect(headerBadges({ company_status: 3, is_vip: 1, has_bussiness_license: 0 }).map((b) => b.lit)).toEqual([false, true, false]);
    expect(headerBadges(null).map((b) => b.label)).toEqual(['企业认证', '诚信合作商', '营业执照认证']);
  });
});

describe('avatar', () => {
  it('takes JPG/JPEG/PNG up to 5MB', () => {
    expect(checkAvatarImage({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarImage({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('上传图片大小不能超过 5MB!');
    expect(checkAvatarImage({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('上传图片必须是JPG/JPEG/PNG 格式!');
  });

  it('uploads the cropped JPEG to the avatar folder, saves its key and reloads the user', async () => {
    const h = sessionHarness();
    const storage = new InMemoryFileStorage();
    const progress: number[] = [];
    const change = new ChangeAvatar(loaded(storage), h.users, new LoadCurrentUser(h.users, h.model, h.notifier));
    const result = await change.execute(fakeFile('crop', 2000), (p) => progress.push(p));
    expect(result.ok).toBe(true);
    expect(storage.uploads).toEqual([{ name: 'avatar.jpg', folder: 'avatar' }]);
    expect(h.users.avatars).toEqual(['avatar/1-avatar.jpg']);
    expect(progress).toContain(100);
    expect(h.users.indexCalls).toBe(1);
  });

  it('reports a refusal and does not reload', async () => {
    const h = sessionHarness();
    h.users.uploadAvatar = async () => err(new BusinessError(20403, '只有子账号可以更换头像'));
    const change = new ChangeAvatar(loaded(new InMemoryFileStorage()), h.users, new LoadCurrentUser(h.users, h.model, h.notifier));
    const result = await change.execute(fakeFile('crop', 10));
    expect(result.ok).toBe(false);
    expect(h.users.indexCalls).toBe(0);
  });
});
