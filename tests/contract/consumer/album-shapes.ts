import { MatchersV3 } from '@pact-foundation/pact';
import { HttpContentGateway } from '../../../src/adapters/http/http-content-gateway';
import { resource as albumResource } from '../../../src/adapters/http/content/albums';
import type { AlbumPayload } from '../../../src/domain/album/album';
import { clientFor } from './pact-setup';

/** Shapes and requests shared by the album pact files. */
const { eachLike, integer, string } = MatchersV3;
export const envelope = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });
export const tag = { id: integer(201), name: string('一居') };
const photo = {
  photo_id: integer(10101),
  url: string('/uploads/fixtures/album-0.png?imageView2/2/w/500'),
  raw_url: string('/uploads/fixtures/album-0.png'),
  raw_url2: string('fixtures/album-0.png'),
  intro: string('客厅整体采用暖色调'),
  photo_attrs: eachLike({ id: integer(401), name: string('客厅') }),
  height: integer(694),
  width: integer(1040),
};
export const album = {
  album_id: integer(101),
  album_name: string('滨江金色家园三居室现代简约'),
  album_intro: string('业主希望空间通透、收纳充足。'),
  album_cover: integer(10101),
  album_status: integer(1),
  album_style: integer(101),
  album_house_model: integer(201),
  album_house_size: integer(501),
  album_budget: integer(601),
  album_timestamp: integer(1761000000),
  album_user_name: string('王美居'),
  album_user_id: integer(1001),
  album_reject: string(''),
  album_photos: eachLike(photo),
  company_name: string('杭州美居装饰工程有限公司'),
};
export const listQuery = (extra: Record<string, string> = {}) => ({ page_num: '1', page_size: '6', thumbnailWidth: '500', ...extra });
export const payload: AlbumPayload = {
  cover: 1,
  title: '滨江三居室现代简约',
  house_model: 203,
  style: 101,
  house_size: null,
  budget: null,
  intro: '业主希望空间通透',
  images: [1, 2, 3, 4, 5].map((rank) => ({ url: `album/1700000000000-p${rank}.jpg`, intro: '', part_tag: null, space_tag: 401, rank })),
};
export const gateway = (url: string, user: string) => {
  const { api, notifier } = clientFor(url, user);
  return { albums: new HttpContentGateway(api, albumResource), notifier };
};

