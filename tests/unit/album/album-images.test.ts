import { describe, expect, it } from 'vitest';
import {
  IMAGE_MESSAGES,
  checkImageCounts,
  checkAlbumImageFile,
  checkImageHeight,
  selectionBlocker,
} from '../../../src/domain/album/album-images';

const K = 1024;
const M = 1024 * K;

describe('album image file checks (spec 2 section 5)', () => {
  it.each([
    [{ name: 'a.gif', type: 'image/gif', size: 300 * K }, '上传图片必须是JPG/JPEG/PNG 格式!'],
    [{ name: 'a.webp', type: 'image/webp', size: 300 * K }, '上传图片必须是JPG/JPEG/PNG 格式!'],
    [{ name: 'a.bmp', type: '', size: 300 * K }, '上传图片必须是JPG/JPEG/PNG 格式!'],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 200 * K - 1 }, '图片不能小于200K'],
    [{ name: 'a.png', type: 'image/png', size: 5 * M + 1 }, '图片不能大于5M'],
  ])('%j -> %s', (file, message) => {
    expect(checkAlbumImageFile(file)).toBe(message);
  });

  it.each([
    { name: 'a.jpg', type: 'image/jpeg', size: 200 * K },
    { name: 'a.png', type: 'image/png', size: 5 * M },
    { name: 'a.JPEG', type: '', size: 1 * M },
  ])('accepts %j', (file) => {
    expect(checkAlbumImageFile(file)).toBeNull();
  });

  it('needs a height of at least 650 px', () => {
    expect(checkImageHeight(649)).toBe('图片像素太低');
    expect(checkImageHeight(650)).toBeNull();
    expect(checkImageHeight(null)).toBe(IMAGE_MESSAGES.format);
  });
});

describe('album image counts', () => {
  const good = (n: number) => Array.from({ length: n }, () => ({ error: null }));
  const bad = (n: number) => Array.from({ length: n }, () => ({ error: '图片像素太低' }));

  it('refuses a pick that would pass 20 images', () => {
    expect(selectionBlocker(18, 2)).toBeNull();
    expect(selectionBlocker(18, 3)).toBe('已选21张图片，图片最多20张!');
    expect(selectionBlocker(20, 1)).toBe('图片不能超过20张！');
  });

  it('needs 5 to 20 images on submit', () => {
    expect(checkImageCounts(good(4), false)).toEqual({ ok: false, error: { kind: 'message', message: '图片最少需要5张!' } });
    expect(checkImageCounts(good(21), false)).toEqual({ ok: false, error: { kind: 'message', message: '图片最多20张!' } });
    expect(checkImageCounts(good(5), false).ok).toBe(true);
    expect(checkImageCounts(good(20), false).ok).toBe(true);
  });

  it('says when fewer than 5 usable images remain', () => {
    expect(checkImageCounts([...good(4), ...bad(2)], true)).toEqual({
      ok: false,
      error: { kind: 'message', message: '可用图片不足5张!' },
    });
  });

  it('asks before leaving non-compliant images out', () => {
    const images = [...good(5), ...bad(1)];
    expect(checkImageCounts(images, false)).toEqual({
      ok: false,
      error: { kind: 'confirm-drop', message: IMAGE_MESSAGES.dropConfirm },
    });
    expect(checkImageCounts(images, true).ok).toBe(true);
  });
});

describe('album image counts, exactly', () => {
  const good = (n: number) => Array.from({ length: n }, () => ({ error: null }));
  const bad = (n: number) => Array.from({ length: n }, () => ({ error: '图片像素太低' }));
  it('answers true, and takes a JPG or PNG type with no extension in the name', () => {
    expect(checkImageCounts(good(5), false)).toEqual({ ok: true, value: true });
    expect(checkImageCounts([...good(5), ...bad(1)], true)).toEqual({ ok: true, value: true });
    expect(checkAlbumImageFile({ name: 'photo', type: 'image/jpeg', size: 1 * M })).toBeNull();
  });
});
