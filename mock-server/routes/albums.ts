import type { NextFunction, Request, Response, Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, okPage, pageStart, IMAGE_AUDIT_FAILED, NO_PERMISSION, refuse } from '../envelope';
import { me } from '../auth';
import { mount, BAD_PARAMETERS } from '../mount';
import { albums as api } from '../../contracts/api/albums';
import { storeFile } from '../qiniu';
import type { Account } from '../fixtures/accounts';
import { ALBUM_TAGS, type MockAlbum, photoOf, seedAlbums } from '../fixtures/albums';
import { contentImages, keyOf } from '../fixtures/content-images';
import { refuseForeignImages } from '../content-keys';
import { type AlbumListQuery, type AlbumRequest, albumBody } from './album-schemas';
import { AlbumBody } from '../../contracts/api/wire/albums';
import { MIN_IMAGES } from '../../src/domain/album/album-images';
import { createRefusal, deleteRefused, editRefusal, seesAlbums, visibleTo } from './album-access';
import { ALBUM_MESSAGES } from '../../src/domain/album/album-form';
import { ALBUM_NOT_EDITABLE_CODE, BAD_PARAMETERS_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

let albums: MockAlbum[] = [];
/** Provider state: the next album saves fail the image audit (20022). */
let auditFails = false;

function reset() {
  albums = seedAlbums();
  auditFails = false;
  // The storage host keeps files in memory and is reset too; put the fixture images back.
  for (const image of contentImages()) storeFile(image.key, 'image/png', image.body);
}

const live = (a: Account) => albums.filter((x) => x.album_status !== 0 && visibleTo(a, x));

function listed(req: Request, res: Response, pool: MockAlbum[]) {
  const { status, search, page_size: size, page_num: pageNum } = req.query as unknown as AlbumListQuery;
  const items = pool
    .filter((x) => (!status || x.album_status === status) && (!search || x.album_name.includes(search)))
    .sort((x, y) => y.album_timestamp - x.album_timestamp);
  okPage(res, items, pageStart(pageNum, size), size);
}

/** Mirrors the backend's checks (the form's title rules, a house type, 5 images at least); failures carry data.title or data.images as the UI expects. */
function invalid(body: AlbumRequest): Record<string, string> | null {
  if (!v.is(AlbumBody.entries.title, body.title)) return { title: '组图标题为6-40个字符，不能包含特殊字符' };
  if (!body.house_model) return { title: '请选择户型' };
  if (body.images.length < MIN_IMAGES) return { images: '组图图片数量须为5-20张' };
  return null;
}

function fillAlbum(album: MockAlbum, body: AlbumRequest) {
  Object.assign(album, {
    album_name: body.title,
    album_intro: body.intro ?? '',
    album_style: body.style,
    album_house_model: body.house_model,
    album_house_size: body.house_size,
    album_budget: body.budget,
    album_photos: body.images.map((i, n) => photoOf(album.album_id * 100 + n + 1, keyOf(i.url), i.intro ?? '', i.space_tag, i.part_tag)),
    album_status: 2,
    album_reject: '',
    album_timestamp: Math.floor(Date.now() / 1000),
  });
  album.album_cover = (album.album_photos[body.cover - 1] ?? album.album_photos[0]).photo_id;
}

function save(req: Request, res: Response, album?: MockAlbum) {
  const a = me(req);
  const refused = album ? editRefusal(a) : createRefusal(a);
  if (refused) return refuse(res, refused);
  if (auditFails) return refuse(res, IMAGE_AUDIT_FAILED);
  const body = req.body as AlbumRequest;
  const problem = invalid(body);
  if (problem) return fail(res, BAD_PARAMETERS_CODE, BAD_PARAMETERS, problem);
  // Editing submits a new album with the old one's images (spec 2 section 4): the images the
  // account's albums already show may be used again.
  const kept = live(a).flatMap((x) => x.album_photos.map((p) => p.raw_url2));
  if (refuseForeignImages(res, a, 'album', body.images.map((i) => i.url), kept)) return;
  const target = album ?? newAlbum(a);
  fillAlbum(target, body);
  if (!album) albums.push(target);
  ok(res, { album_id: target.album_id }, album ? '修改成功!' : ALBUM_MESSAGES.created);
}

function newAlbum(a: Account): MockAlbum {
  return {
    ...seedAlbums()[0],
    album_id: Math.max(100, ...albums.map((x) => x.album_id)) + 1,
    album_user_id: a.user_id,
    album_user_name: a.realname,
    company_id: a.company_id,
    company_name: a.company_name,
  };
}

/** Rendering level 0 has no album module: every album read is refused. */
function readable(req: Request, res: Response, next: NextFunction) {
  if (!seesAlbums(me(req))) return refuse(res, NO_PERMISSION);
  next();
}

/** An album the account may see (an operating sub-account: its own), else 20404. */
/** The signed-in account's album of the path's id, or 20404 (exported: the OpenAPI generator reads its code). */
export function findAlbum(req: Request, res: Response): MockAlbum | undefined {
  const album = live(me(req)).find((x) => x.album_id === Number(req.params.id));
  if (!album) return void fail(res, NOT_FOUND_CODE, '组图不存在');
  return album;
}

function routes(v2: Router) {
  const saved = { schemas: { body: albumBody } };
  mount(v2, api.tags, (_req, res) => ok(res, { tags: ALBUM_TAGS }));
  mount(v2, api.stats, { before: [readable] }, (req, res) => {
    const mine = live(me(req));
    ok(res, { total: mine.length, pass: mine.filter((x) => x.album_status === 1).length, notpass: mine.filter((x) => x.album_status === 3).length });
  });
  mount(v2, api.ofCompany, { before: [readable] }, (req, res) => {
    const a = me(req);
    if (Number(req.params.companyId) !== a.company_id) return fail(res, NO_PERMISSION_CODE, '无权查看该公司组图');
    listed(req, res, live(a));
  });
  mount(v2, api.ofSubAccount, { before: [readable] }, (req, res) => listed(req, res, live(me(req))));
  mount(v2, api.create, saved, (req, res) => save(req, res));
  mount(v2, api.one, { before: [readable] }, (req, res) => {
    const album = findAlbum(req, res);
    if (album) ok(res, album);
  });
  mount(v2, api.update, saved, (req, res) => {
    const refused = editRefusal(me(req));
    if (refused) return refuse(res, refused);
    const album = findAlbum(req, res);
    if (!album) return;
    if (album.album_status !== 3) return fail(res, ALBUM_NOT_EDITABLE_CODE, '只有未通过的组图可以编辑');
    save(req, res, album);
  });
  mount(v2, api.remove, (req, res) => {
    const album = findAlbum(req, res);
    if (!album) return;
    // The backend answers a refused delete with HTTP 405 and its own message.
    if (deleteRefused(me(req))) return fail(res, 405, '暂无删除该组图的权限', null, 405);
    if (album.album_status !== 3) return fail(res, 405, '只有未通过的组图可以删除', null, 405);
    album.album_status = 0;
    ok(res, null, '删除成功!');
  });
}

export const albumsArea: MockArea = {
  name: 'albums',
  reset,
  routes,
  states: {
    'the merchant company has no albums': () => {
      albums = albums.filter((x) => x.company_id !== 501);
    },
    'album images fail the content audit': () => {
      auditFails = true;
    },
  },
};
