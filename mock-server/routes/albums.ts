import type { Request, Response, Router } from 'express';
import type { MockArea } from '../area';
import { fail, num, ok } from '../envelope';
import { me, requireAuth } from '../auth';
import { storeFile } from '../qiniu';
import type { Account } from '../fixtures/accounts';
import { ALBUM_TAGS, type MockAlbum, companiesOf, photoOf, seedAlbums } from '../fixtures/albums';
import { contentImages, keyOf } from '../fixtures/content-images';

let albums: MockAlbum[] = [];
/** Provider state: the next album saves fail the image audit (20022). */
let auditFails = false;

function reset() {
  albums = seedAlbums();
  auditFails = false;
  // The storage host keeps files in memory and is reset too; put the fixture images back.
  for (const image of contentImages()) storeFile(image.key, 'image/png', image.body);
}

const visibleCompanies = (a: Account) => companiesOf(a.company_id, a.isGroupCompany);
const canSee = (a: Account, album: MockAlbum) => visibleCompanies(a).includes(album.company_id);
const level = (a: Account, module: 'rendering' | 'banner') => (a.isSubAccount ? a.permissionList?.[module] ?? 0 : 2);

function listed(req: Request, res: Response, pool: MockAlbum[]) {
  const status = num(req.query.status, 0);
  const search = String(req.query.search ?? '').trim();
  const size = Math.max(1, num(req.query.page_size, 6));
  const pageNum = Math.max(1, num(req.query.page_num, 1));
  const items = pool
    .filter((x) => x.album_status !== 0 && (!status || x.album_status === status) && (!search || x.album_name.includes(search)))
    .sort((x, y) => y.album_timestamp - x.album_timestamp);
  ok(res, { items: items.slice((pageNum - 1) * size, pageNum * size), total: items.length });
}

const TITLE = /^[\p{Script=Han}A-Za-z0-9\-_㎡]{6,40}$/u;

/** Mirrors the backend's checks; failures carry data.title or data.images as the UI expects. */
function invalid(body: Record<string, unknown>): Record<string, string> | null {
  if (!TITLE.test(String(body.title ?? ''))) return { title: '组图标题为6-40个字符，不能包含特殊字符' };
  if (!body.house_model) return { title: '请选择户型' };
  const images = Array.isArray(body.images) ? (body.images as Record<string, unknown>[]) : [];
  if (images.length < 5 || images.length > 20) return { images: '组图图片数量须为5-20张' };
  if (images.some((i) => typeof i?.url !== 'string' || !i.url)) return { images: '图片地址不能为空' };
  return null;
}

function writeRefusal(res: Response, a: Account): boolean {
  if (a.isGroupCompany || level(a, 'rendering') !== 2) return (fail(res, 20403, '暂无该权限'), true);
  if (a.company_status === 3) return (fail(res, 20405, '您的公司账号为冻结状态，无法操作'), true);
  return false;
}

function fillAlbum(album: MockAlbum, body: Record<string, unknown>) {
  const images = body.images as Record<string, unknown>[];
  album.album_name = String(body.title);
  album.album_intro = String(body.intro ?? '');
  album.album_style = body.style ? Number(body.style) : null;
  album.album_house_model = Number(body.house_model);
  album.album_house_size = body.house_size ? Number(body.house_size) : null;
  album.album_budget = body.budget ? Number(body.budget) : null;
  album.album_photos = images.map((i, n) =>
    photoOf(album.album_id * 100 + n + 1, keyOf(String(i.url)), String(i.intro ?? ''), i.space_tag, i.part_tag),
  );
  album.album_cover = album.album_photos[Math.max(0, num(body.cover, 1) - 1)]?.photo_id ?? album.album_photos[0].photo_id;
  album.album_status = 2;
  album.album_reject = '';
  album.album_timestamp = Math.floor(Date.now() / 1000);
}

function save(req: Request, res: Response, album?: MockAlbum) {
  const a = me(req);
  if (writeRefusal(res, a)) return;
  if (auditFails) return fail(res, 20022, '图片审核未通过，请重新上传');
  const problem = invalid(req.body ?? {});
  if (problem) return fail(res, 20400, '参数错误', problem);
  const target = album ?? newAlbum(a);
  fillAlbum(target, req.body);
  if (!album) albums.push(target);
  ok(res, { album_id: target.album_id }, album ? '修改成功!' : '创建成功!');
}

function newAlbum(a: Account): MockAlbum {
  const company = a.company_name;
  return {
    ...seedAlbums()[0],
    album_id: Math.max(100, ...albums.map((x) => x.album_id)) + 1,
    album_user_id: a.user_id,
    album_user_name: a.realname,
    company_id: a.company_id,
    company_name: company,
  };
}

function find(req: Request, res: Response): MockAlbum | undefined {
  const album = albums.find((x) => x.album_id === Number(req.params.id) && x.album_status !== 0);
  if (!album || !canSee(me(req), album)) return void fail(res, 20404, '组图不存在');
  return album;
}

function routes(v2: Router) {
  v2.get('/props/albumtags', requireAuth, (_req, res) => ok(res, { tags: ALBUM_TAGS }));
  v2.get('/albums/gallery-info', requireAuth, (req, res) => {
    const mine = albums.filter((x) => x.album_status !== 0 && canSee(me(req), x));
    ok(res, { total: mine.length, pass: mine.filter((x) => x.album_status === 1).length, notpass: mine.filter((x) => x.album_status === 3).length });
  });
  v2.get('/albums/companies/:companyId', requireAuth, (req, res) => {
    const a = me(req);
    if (Number(req.params.companyId) !== a.company_id) return fail(res, 20403, '无权查看该公司组图');
    listed(req, res, albums.filter((x) => canSee(a, x)));
  });
  v2.get('/albums', requireAuth, (req, res) => {
    const a = me(req);
    // A view-only sub-account sees the company's albums; an operating one only its own.
    const own = a.isSubAccount && level(a, 'rendering') === 2;
    listed(req, res, albums.filter((x) => canSee(a, x) && (!own || x.album_user_id === a.user_id)));
  });
  v2.post('/albums', requireAuth, (req, res) => save(req, res));
  v2.get('/albums/:id', requireAuth, (req, res) => {
    const album = find(req, res);
    if (album) ok(res, album);
  });
  v2.put('/albums/:id', requireAuth, (req, res) => {
    const album = find(req, res);
    if (!album) return;
    if (album.album_status !== 3) return fail(res, 20406, '只有未通过的组图可以编辑');
    save(req, res, album);
  });
  v2.delete('/albums/:id', requireAuth, (req, res) => {
    const a = me(req);
    const album = find(req, res);
    if (!album) return;
    const refused = a.isGroupCompany || level(a, 'rendering') !== 2 || level(a, 'banner') === 1;
    // The backend answers a refused delete with HTTP 405 and its own message.
    if (refused) return fail(res, 405, '暂无删除该组图的权限', null, 405);
    if (album.album_status !== 3) return fail(res, 405, '只有未通过的组图可以删除', null, 405);
    album.album_status = 0;
    ok(res, null, '删除成功!');
  });
}

const companyAlbums = (companyId: number) => albums.filter((x) => x.company_id === companyId);

export const albumsArea: MockArea = {
  name: 'albums',
  reset,
  routes,
  states: {
    'the merchant company has no albums': () => {
      albums = albums.filter((x) => !companyAlbums(501).includes(x));
    },
    'album images fail the content audit': () => {
      auditFails = true;
    },
  },
};
