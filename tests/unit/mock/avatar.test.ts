import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../../mock-server/fixtures/png';
import { isRefusalEnvelope, storageHost, useMockClient } from './hardening-client';

/** POST /v2/users/upload-avatar takes only the key of an image an upload stored in the avatar folder. */
const mock = useMockClient();
const { token, key, upload } = storageHost(mock);

const PNG = gradientPng(4, 4, [200, 200, 200], [20, 20, 20]);

const setAvatar = (avatar: unknown) => mock.call('POST', '/v2/users/upload-avatar', { as: 'designer', json: { avatar } });
const avatarNow = async () => (await mock.call('GET', '/v2/users/index', { as: 'designer' })).body.data.head_img_url;

/** Uploads `bytes` under a fresh key of `folder` and answers the key. */
async function stored(folder: string, bytes = PNG, ext = 'png') {
  const target = key(folder, ext);
  expect((await upload({ token: await token('designer'), key: target }, bytes, `a.${ext}`)).status).toBe(200);
  return target;
}

describe('avatar keys', () => {
  it('takes an image the designer uploaded to the avatar folder', async () => {
    const target = await stored('avatar');
    expect((await setAvatar(target)).body).toMatchObject({ code: 200, data: { head_img_url: `/uploads/${target}` } });
    expect(await avatarNow()).toBe(`/uploads/${target}`);
  });

  it.each([
    ['a fixture file', async () => 'fixtures/album-0.png'],
    ['an image of another folder', () => stored('album')],
    ['a key nothing was stored under', async () => key('avatar')],
    ['a key of another form', async () => 'avatar/me.png'],
    ['a key with spaces around it', async () => ` ${await stored('avatar')} `],
    ['an object', async () => ({ toString: 1 })],
  ])('refuses %s with a 400 envelope and keeps the avatar', async (_what, avatar) => {
    const before = await avatarNow();
    const answer = await setAvatar(await avatar());
    expect(answer.status).toBe(400);
    expect(isRefusalEnvelope(answer)).toBe(true);
    expect(await avatarNow()).toBe(before);
  });
});
