import { describe, expect, it } from 'vitest';
import {
  AVATAR_OUTPUT,
  IMAGE_MESSAGES,
  KB,
  MB,
  checkAvatarImage,
  checkImageFile,
  checkLicenceImage,
} from '../../../src/domain/common/image-file';
import { nextOffset } from '../../../src/domain/common/paging';
import { OFFLINE_MESSAGE } from '../../../src/domain/common/network-messages';
import { AUDIT_FAILED_CODE } from '../../../src/domain/common/business-codes';
import { PAGE_CHROME_PX } from '../../../src/domain/common/page-layout';

const png = (size: number, name = 'a.png', type = 'image/png') => ({ name, type, size });

describe('an image file', () => {
  it('is refused with the spec messages', () => {
    expect(IMAGE_MESSAGES).toEqual({
      type: '上传图片必须是JPG/JPEG/PNG 格式!',
      tooLarge5M: '上传图片大小不能超过 5MB!',
      tooSmall300K: '上传图片大小不能小于 300k!',
      required: '请上传图片',
      uploadFailed: '上传错误',
    });
    expect([KB, MB]).toEqual([1024, 1024 * 1024]);
    expect(AVATAR_OUTPUT).toEqual({ width: 300, height: 300 });
  });

  it('is JPG, JPEG or PNG by its type (any case), or by its name when it has no type', () => {
    const limits = { maxBytes: MB };
    expect(checkImageFile(png(1), limits)).toBeNull();
    expect(checkImageFile(png(1, 'a.JPEG', 'IMAGE/JPEG'), limits)).toBeNull();
    expect(checkImageFile(png(1, 'a.jpg', 'image/jpg'), limits)).toBeNull();
    expect(checkImageFile(png(1, 'a.jpg', ''), limits)).toBeNull();
    expect(checkImageFile(png(1, 'a.gif', ''), limits)).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile(png(1, 'a.png', 'image/gif'), limits)).toBe(IMAGE_MESSAGES.type);
    // The name must end in an allowed extension, unless the limits say otherwise.
    expect(checkImageFile(png(1, 'a.png.txt'), limits)).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile({ type: 'image/png', size: 1 }, limits)).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile({ type: 'image/png', size: 1 }, { ...limits, extensionRequired: false })).toBeNull();
    expect(checkImageFile({ type: '', size: 1 }, { ...limits, extensionRequired: false })).toBe(IMAGE_MESSAGES.type);
  });

  it('is held to its byte limits, each side inclusive, with its own messages when given', () => {
    const limits = { minBytes: 10, maxBytes: 20 };
    expect(checkImageFile(png(10), limits)).toBeNull();
    expect(checkImageFile(png(20), limits)).toBeNull();
    expect(checkImageFile(png(9), limits)).toBe(IMAGE_MESSAGES.tooSmall300K);
    expect(checkImageFile(png(21), limits)).toBe(IMAGE_MESSAGES.tooLarge5M);
    expect(checkImageFile(png(9), { ...limits, tooSmall: '太小' })).toBe('太小');
    expect(checkImageFile(png(21), { ...limits, tooLarge: '太大' })).toBe('太大');
    expect(checkImageFile(png(0), { maxBytes: 20 })).toBeNull();
  });

  it('as a licence is 300KB to 5MB, as an avatar at most 5MB', () => {
    expect(checkLicenceImage(png(300 * KB))).toBeNull();
    expect(checkLicenceImage(png(300 * KB - 1))).toBe(IMAGE_MESSAGES.tooSmall300K);
    expect(checkLicenceImage(png(5 * MB))).toBeNull();
    expect(checkLicenceImage(png(5 * MB + 1))).toBe(IMAGE_MESSAGES.tooLarge5M);
    expect(checkAvatarImage(png(1))).toBeNull();
    expect(checkAvatarImage(png(5 * MB))).toBeNull();
    expect(checkAvatarImage(png(5 * MB + 1))).toBe(IMAGE_MESSAGES.tooLarge5M);
  });
});

describe('the next page of an offset list', () => {
  const page = (n: number) => ({ items: Array.from({ length: n }, (_, i) => i) });
  it('starts after the items loaded, and ends on a short page, on the total, or with no page', () => {
    expect(nextOffset([], 10, 50)).toBeUndefined();
    expect(nextOffset([page(10)], 10, 50)).toBe(10);
    expect(nextOffset([page(10), page(10)], 10, 50)).toBe(20);
    expect(nextOffset([page(10), page(9)], 10, 50)).toBeUndefined();
    expect(nextOffset([page(10), page(10)], 10, 20)).toBeUndefined();
    expect(nextOffset([page(10), page(10)], 10, 21)).toBe(20);
  });
});

describe('the shared facts', () => {
  it('are the spec values', () => {
    expect(OFFLINE_MESSAGE).toBe('网络不给力，请重试');
    expect(AUDIT_FAILED_CODE).toBe(20022);
    expect(PAGE_CHROME_PX).toBe(200);
  });
});
