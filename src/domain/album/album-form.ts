import * as v from 'valibot';
import { plainText, atMost, filled, maxOf } from '../common/schema';
import { atLeast, TITLE_LENGTH_MESSAGE } from '../content/content-form';

export const ALBUM_MESSAGES = {
  titleRequired: '*请输入组图标题',
  houseModelRequired: '*请选择标签(已选择可忽略)',
  introTooLong: '组图简介不能超过500个字',
  imageIntroTooLong: '图片描述不能超过100个字',
  invalidForm: '信息不符，请核对!',
  created: '创建成功!',
} as const;

const TITLE_LENGTH = `*${TITLE_LENGTH_MESSAGE}`;

/** Letters, digits, Chinese characters and only - _ ㎡ besides; no whitespace. */
const TITLE_CHARS = /^[\p{Script=Han}A-Za-z0-9\-_㎡]*$/u;

/**
 * An album's text fields (spec 2 §5 Album). The title is not trimmed (whitespace is a refused
 * character), but one of spaces only counts as missing. Tags are ids as select values, '' for none.
 */
export const AlbumForm = v.object({
  title: v.pipe(
    v.string(),
    v.check((title: string) => title.trim() !== '', ALBUM_MESSAGES.titleRequired),
    atLeast(6, TITLE_LENGTH),
    atMost(40, TITLE_LENGTH),
    v.regex(TITLE_CHARS, '*不可使用除-和_以及㎡以外的特殊字符'),
  ),
  style: v.string(),
  houseModel: v.pipe(v.string(), filled(ALBUM_MESSAGES.houseModelRequired)),
  houseSize: v.string(),
  budget: v.string(),
  intro: v.pipe(v.string(), atMost(500, ALBUM_MESSAGES.introTooLong), plainText(true)),
});

/** The description of one image of the album. */
export const ImageIntro = v.pipe(v.string(), atMost(100, ALBUM_MESSAGES.imageIntroTooLong), plainText(true));

export const ALBUM_TITLE_MIN = 6;
export const IMAGE_INTRO_MAX = maxOf(ImageIntro);

export type AlbumFormValues = v.InferInput<typeof AlbumForm>;
export type AlbumField = keyof AlbumFormValues;

export const EMPTY_ALBUM_FORM: AlbumFormValues = { title: '', style: '', houseModel: '', houseSize: '', budget: '', intro: '' };

/** Submit stays disabled until the title has 6 characters and a house type is chosen. */
export const canSubmitAlbum = (values: Pick<AlbumFormValues, 'title' | 'houseModel'>) =>
  [...values.title].length >= ALBUM_TITLE_MIN && values.houseModel !== '';
