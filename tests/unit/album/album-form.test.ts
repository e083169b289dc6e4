import { describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES, AlbumForm, EMPTY_ALBUM_FORM, ImageIntro, canSubmitAlbum } from '../../../src/domain/album/album-form';
import { formErrors, messageOf } from '../../../src/domain/common/schema';

const validateTitle = (title: string) => messageOf(AlbumForm.entries.title, title);
const validateIntro = (intro: string) => messageOf(AlbumForm.entries.intro, intro);
const validateImageIntro = (intro: string) => messageOf(ImageIntro, intro);
const validateAlbumForm = (values: typeof EMPTY_ALBUM_FORM) => formErrors(AlbumForm, values);

describe('album title (spec 2 section 5)', () => {
  it.each([
    ['', '*请输入组图标题'],
    ['   ', '*请输入组图标题'],
    ['五个字标题', '*长度在 6 到 40 个字符'],
    ['一'.repeat(41), '*长度在 6 到 40 个字符'],
    ['滨江 三居室现代', '*不可使用除-和_以及㎡以外的特殊字符'],
    ['滨江三居室，现代', '*不可使用除-和_以及㎡以外的特殊字符'],
    ['滨江三居室@现代', '*不可使用除-和_以及㎡以外的特殊字符'],
    ['滨江三居室\t现代', '*不可使用除-和_以及㎡以外的特殊字符'],
  ])('%j -> %s', (title, message) => {
    expect(validateTitle(title)).toBe(message);
  });

  it.each(['六个字的标题', '一'.repeat(40), '滨江-三居_120㎡', 'Loft2024风格', 'abcdef'])('accepts %j', (title) => {
    expect(validateTitle(title)).toBeNull();
  });
});

describe('album form', () => {
  it('needs a house type with the spec message', () => {
    const errors = validateAlbumForm({ ...EMPTY_ALBUM_FORM, title: '六个字的标题' });
    expect(errors).toEqual({ houseModel: ALBUM_MESSAGES.houseModelRequired });
    expect(ALBUM_MESSAGES.houseModelRequired).toBe('*请选择标签(已选择可忽略)');
  });

  it('limits the intro to 500 and an image intro to 100 characters', () => {
    expect(validateIntro('字'.repeat(500))).toBeNull();
    expect(validateIntro('字'.repeat(501))).toBe(ALBUM_MESSAGES.introTooLong);
    expect(validateImageIntro('字'.repeat(100))).toBeNull();
    expect(validateImageIntro('字'.repeat(101))).toBe(ALBUM_MESSAGES.imageIntroTooLong);
  });

  it('passes a complete form', () => {
    expect(validateAlbumForm({ ...EMPTY_ALBUM_FORM, title: '六个字的标题', houseModel: '201' })).toEqual({});
  });

  it('keeps submit disabled until 6 title characters and a house type', () => {
    expect(canSubmitAlbum({ title: '五个字标题', houseModel: '201' })).toBe(false);
    expect(canSubmitAlbum({ title: '六个字的标题', houseModel: '' })).toBe(false);
    expect(canSubmitAlbum({ title: '六个字的标题', houseModel: '201' })).toBe(true);
  });
});
