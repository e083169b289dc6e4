import { type FieldErrors, type Rule, firstError, lengthBetween, matches, maxLength, required } from '../shared/validation';

export const ALBUM_MESSAGES = {
  titleRequired: '*请输入组图标题',
  titleLength: '*长度在 6 到 40 个字符',
  titleChars: '*不可使用除-和_以及㎡以外的特殊字符',
  houseModelRequired: '*请选择标签(已选择可忽略)',
  introTooLong: '组图简介不能超过500个字',
  imageIntroTooLong: '图片描述不能超过100个字',
  invalidForm: '信息不符，请核对!',
} as const;

export const ALBUM_TITLE_MIN = 6;
export const ALBUM_TITLE_MAX = 40;
export const ALBUM_INTRO_MAX = 500;
export const IMAGE_INTRO_MAX = 100;

/** Letters, digits, Chinese characters and only - _ ㎡ besides; no whitespace. */
const TITLE_CHARS = /^[\p{Script=Han}A-Za-z0-9\-_㎡]*$/u;

export const titleRules: readonly Rule[] = [
  required(ALBUM_MESSAGES.titleRequired),
  lengthBetween(ALBUM_TITLE_MIN, ALBUM_TITLE_MAX, ALBUM_MESSAGES.titleLength),
  matches(TITLE_CHARS, ALBUM_MESSAGES.titleChars),
];

export interface AlbumFormValues {
  title: string;
  /** Tag ids as select values; '' when none is chosen. */
  style: string;
  houseModel: string;
  houseSize: string;
  budget: string;
  intro: string;
}

export type AlbumField = keyof AlbumFormValues;

export const EMPTY_ALBUM_FORM: AlbumFormValues = {
  title: '',
  style: '',
  houseModel: '',
  houseSize: '',
  budget: '',
  intro: '',
};

export const validateTitle = (title: string) => firstError(title, titleRules);
export const validateHouseModel = (value: string) => (value === '' ? ALBUM_MESSAGES.houseModelRequired : null);
export const validateIntro = (intro: string) => maxLength(ALBUM_INTRO_MAX, ALBUM_MESSAGES.introTooLong)(intro);
export const validateImageIntro = (intro: string) => maxLength(IMAGE_INTRO_MAX, ALBUM_MESSAGES.imageIntroTooLong)(intro);

export function validateAlbumForm(values: AlbumFormValues): FieldErrors<AlbumField> {
  const errors: FieldErrors<AlbumField> = {};
  const title = validateTitle(values.title);
  if (title) errors.title = title;
  const houseModel = validateHouseModel(values.houseModel);
  if (houseModel) errors.houseModel = houseModel;
  const intro = validateIntro(values.intro);
  if (intro) errors.intro = intro;
  return errors;
}

/** Submit stays disabled until the title has 6 characters and a house type is chosen. */
export const canSubmitAlbum = (values: Pick<AlbumFormValues, 'title' | 'houseModel'>) =>
  [...values.title].length >= ALBUM_TITLE_MIN && values.houseModel !== '';
