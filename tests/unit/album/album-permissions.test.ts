import { describe, expect, it } from 'vitest';
import {
  albumCreateBlocker,
  albumDeleteBlocker,
  albumEditBlocker,
  canSeeAlbums,
  showsAlbumCreate,
  showsAlbumDelete,
  showsAlbumEdit,
} from '../../../src/domain/album/album-permissions';
import { ALBUM_PAGE_SIZE, ALBUM_THUMBNAIL_WIDTH, TAG_GROUP_LABELS, coverPhoto } from '../../../src/domain/album/album';
import { ACTORS } from '../../fakes/content-actors';

const NO = '暂无该权限';
const FROZEN = '您的公司账号为冻结状态，无法操作';
const sub = (p: { rendering: number; banner: number }) => ({
  ...ACTORS.designer,
  permissions: { order: 2, article: 2, ...p },
});

describe('album permissions (spec 2 section 6)', () => {
  it('hides the module at rendering level 0', () => {
    expect(canSeeAlbums(ACTORS.viewer)).toBe(false);
    expect(canSeeAlbums(ACTORS.designer)).toBe(true);
    expect(canSeeAlbums(ACTORS.group)).toBe(true);
  });

  it('hides create for group accounts and blocks it for banner level 1', () => {
    expect(showsAlbumCreate(ACTORS.group)).toBe(false);
    expect(albumCreateBlocker(ACTORS.group)).toBe(NO);
    expect(albumCreateBlocker(ACTORS.merchant)).toBeNull();
    expect(albumCreateBlocker(ACTORS.designer)).toBeNull();
    expect(albumCreateBlocker(sub({ rendering: 2, banner: 1 }))).toBe(NO);
    expect(albumCreateBlocker(sub({ rendering: 1, banner: 2 }))).toBe(NO);
  });

  it('refuses create for a frozen company', () => {
    expect(albumCreateBlocker(ACTORS.frozen)).toBe(FROZEN);
  });

  it('deletes only not-passed albums, never for group accounts or banner level 1', () => {
    expect(albumDeleteBlocker(ACTORS.merchant, 3)).toBeNull();
    expect(albumDeleteBlocker(ACTORS.merchant, 1)).toBe('只有未通过状态才能删除，其他状态不能删除操作!');
    expect(albumDeleteBlocker(ACTORS.group, 3)).toBe(NO);
    expect(albumDeleteBlocker(sub({ rendering: 2, banner: 1 }), 3)).toBe(NO);
    expect(showsAlbumDelete(ACTORS.merchant, 3)).toBe(true);
    expect(showsAlbumDelete(ACTORS.merchant, 2)).toBe(false);
    expect(showsAlbumDelete(ACTORS.group, 3)).toBe(false);
  });

  it('edits need rendering level 2 (not the banner level) and a not-passed album', () => {
    expect(albumEditBlocker(sub({ rendering: 2, banner: 1 }), 3)).toBeNull();
    expect(albumEditBlocker(sub({ rendering: 1, banner: 2 }), 3)).toBe(NO);
    expect(albumEditBlocker(ACTORS.merchant, 1)).toBe('只有未通过状态才能编辑，其他状态不能编辑操作!');
    expect(albumEditBlocker(ACTORS.frozen, 3)).toBe(FROZEN);
    expect(showsAlbumEdit(ACTORS.merchant, 3)).toBe(true);
    expect(showsAlbumEdit(ACTORS.merchant, 2)).toBe(false);
  });
});

describe('album permissions of the other accounts', () => {
  it('shows a main account create, edit and delete; a group account no edit', () => {
    expect(showsAlbumCreate(ACTORS.merchant)).toBe(true);
    expect(canSeeAlbums(ACTORS.merchant)).toBe(true);
    expect(showsAlbumEdit(ACTORS.group, 3)).toBe(false);
    expect(albumEditBlocker(ACTORS.group, 3)).toBe(NO);
    expect(albumEditBlocker(ACTORS.merchant, 3)).toBeNull();
    expect(albumDeleteBlocker(ACTORS.frozen, 3)).toBeNull();
    expect(albumDeleteBlocker(sub({ rendering: 1, banner: 2 }), 3)).toBe(NO);
  });
});

describe('album facts', () => {
  const photo = (photo_id: number) => ({ photo_id, url: `/p/${photo_id}.jpg`, raw_url: `/r/${photo_id}.jpg`, intro: "" });
  it('names the six tag groups, pages by 6 and shows 500 px thumbnails', () => {
    expect(TAG_GROUP_LABELS).toEqual({ fg: '风格', hx: '户型', jb: '局部', kj: '空间', mj: '面积', zj: '造价' });
    expect(ALBUM_PAGE_SIZE).toBe(6);
    expect(ALBUM_THUMBNAIL_WIDTH).toBe(500);
  });

  it('shows the chosen cover photo, else the first, else none', () => {
    expect(coverPhoto({ album_cover: 2, album_photos: [photo(1), photo(2)] })).toEqual(photo(2));
    expect(coverPhoto({ album_cover: 9, album_photos: [photo(1), photo(2)] })).toEqual(photo(1));
    expect(coverPhoto({ album_cover: 9, album_photos: [] })).toBeUndefined();
  });
});
